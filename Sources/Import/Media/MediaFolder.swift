import Archive
import Foundation

/// The folder beside the archive where images are kept by content hash (`ab/cdef….png`): the
/// only way `blogkit media` writes files. Names come from ``StoredImage/file`` (hex digits and a
/// fixed extension), and every step is taken from the folder's own descriptor with `O_NOFOLLOW`:
/// a symbolic link planted in the folder is never followed, written through or into.
final class MediaFolder {
    let path: String
    private let descriptor: Int32

    /// Opens the folder at `path`, creating it (mode 0700: it holds what the archive holds) when
    /// missing. The folder itself may be a link: the archive's path names it.
    init(path: String) throws(MediaError) {
        self.path = path
        if mkdir(path, 0o700) != 0, errno != EEXIST { throw .folder(path: path, reason: Self.lastError) }
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .folder(path: path, reason: Self.lastError) }
    }

    deinit { close(descriptor) }

    /// Writes `bytes` as `image`'s file unless a regular file of that size is already there (the
    /// same hash: the same bytes). Returns true when it wrote.
    func store(_ bytes: [UInt8], as image: StoredImage) throws(MediaError) -> Bool {
        let parts = image.file.split(separator: "/").map(String.init)
        guard parts.count == 2 else { throw .folder(path: path, reason: "bad name \(image.file)") }
        let display = path + "/" + image.file
        if mkdirat(descriptor, parts[0], 0o700) != 0, errno != EEXIST { throw .folder(path: display, reason: Self.lastError) }
        let directory = openat(descriptor, parts[0], O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { throw .folder(path: display, reason: Self.lastError) }
        defer { close(directory) }
        var info = stat()
        if fstatat(directory, parts[1], &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG,
            info.st_size == bytes.count {
            return false
        }
        let temporary = ".blogkit-\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
        let file = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw .folder(path: display, reason: Self.lastError) }
        var offset = 0
        var failure: String?
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failure = Self.lastError
                break
            }
            offset += count
        }
        if close(file) != 0, failure == nil { failure = Self.lastError }
        // rename replaces a link (or anything else) at the name; it never follows it.
        if failure == nil, renameat(directory, temporary, directory, parts[1]) != 0 { failure = Self.lastError }
        if let failure {
            unlinkat(directory, temporary, 0)
            throw .folder(path: display, reason: failure)
        }
        return true
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}
