import Foundation

/// A file without a name in the output directory (`O_TMPFILE`), for what a build would
/// otherwise hold in memory: the search index's postings of a large site. Nothing can open or
/// replace it, and the kernel frees it when it is closed, also when the build is killed. Where
/// the file system makes no unnamed files, a hidden file is created and unlinked at once.
///
/// One thread appends; once it is done, any number may read (`pread` at their own offsets).
final class ScratchFile: @unchecked Sendable {
    private let descriptor: Int32
    /// The output directory's path, for errors.
    private let directory: String
    /// Bytes appended so far.
    private(set) var size = 0

    /// Opens a new scratch file in `directory` (a descriptor of the directory at `path`).
    init(in directory: Int32, path: String) throws(SiteError) {
        self.directory = path
        var file = openat(directory, ".", Self.unnamed | O_RDWR | O_CLOEXEC, 0o600)
        if file < 0, [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) {
            let name = ".blogkit-\(String(UInt64.random(in: .min ... .max), radix: 36)).scratch"
            file = openat(directory, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if file >= 0 { unlinkat(directory, name, 0) }
        }
        guard file >= 0 else { throw Self.error(path, errno) }
        descriptor = file
    }

    deinit { close(descriptor) }

    /// `O_TMPFILE`, which Glibc's module leaves out (a macro of two flags): `__O_TMPFILE` is the
    /// same on every Linux architecture Swift runs on.
    private static let unnamed: Int32 = 0o20_000_000 | O_DIRECTORY

    /// Appends `bytes` at the end of the file.
    func append(_ bytes: [UInt8]) throws(SiteError) {
        var done = 0
        while done < bytes.count {
            let count = bytes[done...].withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(size + done)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Self.error(directory, errno) }
            done += count
        }
        size += bytes.count
    }

    /// Up to `count` bytes from `offset`: fewer only where the file ends.
    func read(at offset: Int, count: Int) throws(SiteError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = bytes[done...].withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset + done)) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw Self.error(directory, errno) }
            if read == 0 { break }
            done += read
        }
        return Array(bytes[..<done])
    }

    private static func error(_ directory: String, _ code: Int32) -> SiteError {
        .cannotWrite(path: directory, reason: "scratch file: \(String(cString: strerror(code)))")
    }
}
