import Foundation

/// The directory a site is written to, and the only way the build touches files in it.
///
/// Every path is relative and checked by `SafePath` first, then reached from the output
/// directory's own descriptor one segment at a time (`openat` with `O_NOFOLLOW`), so no write,
/// stamp or removal ever follows a symbolic link or leaves the directory. A file is written only
/// when its content differs from what is on disk (so a rebuild without changes leaves every file
/// and its mtime as it was), to a temporary file renamed over the old one: a failed write leaves
/// the old file intact. The output directory itself may be a link: the user named it.
final class OutputDirectory: Sendable {
    enum Outcome: Sendable { case written, unchanged }

    let url: URL
    private let descriptor: Int32

    /// Opens the directory at `path`, creating it (not its parents) when missing.
    init(path: String) throws(SiteError) {
        url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        if mkdir(url.path, 0o755) != 0, errno != EEXIST { throw Self.error(url.path) }
        descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error(url.path) }
    }

    deinit { close(descriptor) }

    /// Writes `data` to `path`, creating its directories, unless the file already holds exactly
    /// it. A symbolic link at `path` is replaced by the file (its target is never written); one
    /// where a directory must be fails the write, naming the link.
    func write(_ data: Data, to path: String) throws(SiteError) -> Outcome {
        try inParent(of: try checked(path), create: true) { directory, name throws(SiteError) in
            if Self.contents(of: name, in: directory, ifSize: data.count) == data { return .unchanged }
            // Hidden, so that no page can be named like it (`SafePath` refuses a leading dot).
            let temporary = ".blogkit-\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
            let file = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard file >= 0 else { throw Self.error(display(path)) }
            let written = Self.writeAll(data, to: file)
            let failure = errno
            guard close(file) == 0, written, renameat(directory, temporary, directory, name) == 0 else {
                let error = Self.error(display(path), errno: written ? errno : failure)
                unlinkat(directory, temporary, 0)
                throw error
            }
            return .written
        }
    }

    /// The content of the regular file at `path`, nil when there is none (or a link is there).
    func contents(of path: String) -> Data? {
        try? inParent(of: try checked(path), create: false) { directory, name in Self.contents(of: name, in: directory) }
    }

    /// Size and modification time of the regular file at `path`, nil when there is none.
    func stamp(of path: String) -> BuildManifest.FileStamp? {
        try? inParent(of: try checked(path), create: false) { directory, name in
            var info = stat()
            guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return BuildManifest.FileStamp(
                size: Int(info.st_size),
                modified: TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9)
        }
    }

    /// Removes the regular files at `paths` (never a directory, never through a link; a path
    /// that is not safe is skipped), then every directory left empty between them and the
    /// output root (`rmdir`, which never removes a directory that is not empty). Returns how
    /// many files were removed.
    func remove(_ paths: some Sequence<String>) -> Int {
        var removed = 0
        var directories = Set<Substring>()
        for path in paths {
            guard let segments = SafePath.segments(of: path) else { continue }
            let unlinked = (try? inParent(of: segments, create: false) { directory, name in
                var info = stat()
                return fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFREG
                    && unlinkat(directory, name, 0) == 0
            }) ?? false
            guard unlinked else { continue }
            removed += 1
            var directory = Substring(path)
            while let slash = directory.lastIndex(of: "/") {
                directory = directory[..<slash]
                guard directories.insert(directory).inserted else { break }
            }
        }
        for directory in directories.sorted(by: { $0.count > $1.count }) {
            guard let segments = SafePath.segments(of: String(directory)) else { continue }
            _ = try? inParent(of: segments, create: false) { parent, name in unlinkat(parent, name, AT_REMOVEDIR) }
        }
        return removed
    }

    /// The segments of `path`, a safe path (`SafePath`) or the build manifest's name.
    private func checked(_ path: String) throws(SiteError) -> [Substring] {
        if path == BuildManifest.fileName { return [Substring(path)] }
        guard let segments = SafePath.segments(of: path) else {
            throw .cannotWrite(path: display(path), reason: "not a safe relative path")
        }
        return segments
    }

    /// Runs `body` with the directory holding the last of `segments`, opened from the output
    /// directory without following links (and its missing directories created when `create`),
    /// and that last segment.
    private func inParent<T>(
        of segments: [Substring], create: Bool, _ body: (Int32, String) throws(SiteError) -> T
    ) throws(SiteError) -> T {
        guard let name = segments.last else { throw .cannotWrite(path: url.path, reason: "empty path") }
        let path = segments.joined(separator: "/")
        var directory = descriptor
        defer { if directory != descriptor { close(directory) } }
        for (index, segment) in segments.dropLast().enumerated() {
            let name = String(segment)
            var next = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(directory, name, 0o755) != 0, errno != EEXIST { throw Self.error(display(path)) }
                next = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else {
                let failure = errno
                let component = display(segments[...index].joined(separator: "/"))
                var info = stat()
                if fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK {
                    throw .cannotWrite(path: display(path), reason: "\(component) is a symbolic link; blogkit never writes or deletes through one")
                }
                throw .cannotWrite(path: display(path), reason: "\(component): \(String(cString: strerror(failure)))")
            }
            if directory != descriptor { close(directory) }
            directory = next
        }
        return try body(directory, String(name))
    }

    private func display(_ path: String) -> String { url.path + "/" + path }

    /// The content of the regular file `name` in `directory`, nil when there is none (or it is
    /// not `size` bytes long, when a size is given).
    private static func contents(of name: String, in directory: Int32, ifSize size: Int? = nil) -> Data? {
        // O_NONBLOCK: opening a FIFO planted there must not hang the build.
        let file = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, size.map({ $0 == info.st_size }) ?? true
        else { return nil }
        var data = Data(count: Int(info.st_size))
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = read(file, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        return complete ? data : nil
    }

    /// Writes all of `data` to `file`; false (with `errno` set) when it could not.
    private static func writeAll(_ data: Data, to file: Int32) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(file, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    private static func error(_ path: String, errno code: Int32 = errno) -> SiteError {
        .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }
}
