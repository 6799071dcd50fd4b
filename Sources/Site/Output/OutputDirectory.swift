import Feeds
import Foundation

/// The directory a site is written to, and the only way the build touches files in it.
///
/// Every path is relative and checked by `SafePath` first, then reached from the output
/// directory's own descriptor one segment at a time (`openat` with `O_NOFOLLOW`), so no write,
/// stamp or removal ever follows a symbolic link or leaves the directory. A file is written only
/// when its content differs from what is on disk (so a rebuild without changes leaves every file
/// and its mtime as it was), to a temporary file renamed over the old one: a failed write leaves
/// the old file intact. The output directory itself may be a link: the user named it.
package final class OutputDirectory: Sendable {
    package enum Outcome: Sendable { case written, unchanged }

    package let url: URL
    private let descriptor: Int32
    /// Hidden files written besides the build's manifest: an export's manifests.
    private let manifests: Set<String>

    /// Opens the directory at `path`, creating it (not its parents) when missing. `manifests`
    /// are the hidden files written into it besides the build's manifest (an export's).
    package init(path: String, manifests: Set<String> = []) throws(SiteError) {
        self.manifests = manifests
        url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        if mkdir(url.path, 0o755) != 0, errno != EEXIST { throw Self.error(url.path) }
        descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error(url.path) }
    }

    deinit { close(descriptor) }

    /// Writes `data` to `path`, creating its directories, unless the file already holds exactly
    /// it. A symbolic link at `path` is replaced by the file (its target is never written); one
    /// where a directory must be fails the write, naming the link.
    package func write(_ data: Data, to path: String) throws(SiteError) -> Outcome {
        try inParent(of: try checked(path), create: true) { directory, name throws(SiteError) in
            if Self.contents(of: name, in: directory, ifSize: data.count) == data { return .unchanged }
            // Hidden, so that no page can be named like it (`SafePath` refuses a leading dot).
            let temporary = ".blogkit-\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
            let file = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard file >= 0 else { throw Self.error(display(path)) }
            let written = data.withUnsafeBytes { DescriptorWrite.all($0, to: file) }
            let failure = errno
            guard close(file) == 0, written, renameat(directory, temporary, directory, name) == 0 else {
                let error = Self.error(display(path), errno: written ? errno : failure)
                unlinkat(directory, temporary, 0)
                throw error
            }
            return .written
        }
    }

    /// A new file without a name in the directory (``ScratchFile``), gone when it is let go.
    func scratchFile() throws(SiteError) -> ScratchFile {
        try ScratchFile(in: descriptor, path: url.path)
    }

    /// Whether anything (a file, a directory, a link) is at `path`; false for a path that is not
    /// safe or lies below a link.
    package func exists(_ path: String) -> Bool {
        type(of: path) != nil
    }

    /// The type of what is at `path` (`S_IFREG`, `S_IFDIR`, `S_IFLNK`...: `st_mode & S_IFMT`, the
    /// link itself, never its target); nil when there is nothing, or the path is not safe or lies
    /// below a link.
    func type(of path: String) -> mode_t? {
        try? inParent(of: try checked(path), create: false) { directory, name in
            var info = stat()
            return fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info.st_mode & S_IFMT : nil
        }
    }

    /// The content of the regular file at `path`, nil when there is none (or a link is there).
    package func contents(of path: String) -> Data? {
        try? inParent(of: try checked(path), create: false) { directory, name in Self.contents(of: name, in: directory) }
    }

    /// Size, modification time and inode of each regular file in `paths` (none for a path where
    /// there is none, or that is not safe, or that lies below a link).
    func stamps(of paths: some Sequence<String>) -> [String: BuildManifest.FileStamp] {
        var stamps: [String: BuildManifest.FileStamp] = [:]
        var chain = DirectoryChain(root: descriptor)
        defer { chain.closeAll() }
        for path in paths.sorted() {
            if let stamp = Self.stamp(of: path, in: &chain) { stamps[path] = stamp }
        }
        return stamps
    }

    /// Whether each of `entries` is a regular file with its size, modification time and inode
    /// (see `ManifestEntries.allSatisfy`). Only a check, so each file is reached with one
    /// `fstatat` of its whole path: a link in place of one of its folders is followed, and then
    /// it is the same file only if the folder was moved there whole.
    func hasStamps(_ entries: ManifestEntries) -> Bool {
        entries.allSatisfy { [descriptor] path, stamp in
            guard SafePath.isSafe(path: path) else { return false }
            var info = stat()
            // The bytes, NUL-terminated on the stack: a safe path holds no NUL.
            let found = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: path.count + 1) { name in
                _ = name.initialize(fromContentsOf: path)
                name[path.count] = 0
                return name.withMemoryRebound(to: CChar.self) { chars in
                    chars.baseAddress.map { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) == 0 } ?? false
                }
            }
            guard found, info.st_mode & S_IFMT == S_IFREG else { return false }
            return Self.stamp(info) == stamp
        }
    }

    /// Removes the regular files at `paths` (never a directory, never through a link; a path
    /// that is not safe is skipped), then every directory left empty between them and the
    /// output root (`rmdir`, which never removes a directory that is not empty). Returns how
    /// many files were removed.
    package func remove(_ paths: some Sequence<String>) -> Int {
        var removed = 0
        var directories = Set<Substring>()
        var chain = DirectoryChain(root: descriptor)
        defer { chain.closeAll() }
        for path in paths.sorted() {
            guard let segments = SafePath.segments(of: path), let name = segments.last,
                let directory = try? chain.descend(to: segments.dropLast(), create: false),
                Self.regularFile(String(name), in: directory) != nil, unlinkat(directory, String(name), 0) == 0
            else { continue }
            removed += 1
            directories.formUnion(segments.indices.dropLast().map { segments[...$0].joined(separator: "/")[...] })
        }
        for directory in directories.sorted(by: { $0.count > $1.count }) {
            guard let segments = SafePath.segments(of: String(directory)), let name = segments.last,
                let parent = try? chain.descend(to: segments.dropLast(), create: false)
            else { continue }
            unlinkat(parent, String(name), AT_REMOVEDIR)
        }
        return removed
    }

    /// The segments of `path`, a safe path (`SafePath`) or the name of a manifest (the build's,
    /// one of `manifests`).
    private func checked(_ path: String) throws(SiteError) -> [Substring] {
        if path == BuildManifest.fileName || manifests.contains(path) { return [Substring(path)] }
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
        let path = segments.joined(separator: "/")
        guard let name = segments.last else { throw .cannotWrite(path: url.path, reason: "empty path") }
        var chain = DirectoryChain(root: descriptor)
        defer { chain.closeAll() }
        let directory: Int32
        do {
            directory = try chain.descend(to: segments.dropLast(), create: create)
        } catch {
            switch error {
            case let .link(depth):
                let link = display(segments[...depth].joined(separator: "/"))
                throw .cannotWrite(path: display(path), reason: "\(link) is a symbolic link; blogkit never writes or deletes through one")
            case let .system(depth, code):
                let directory = display(segments[...depth].joined(separator: "/"))
                throw .cannotWrite(path: display(path), reason: "\(directory): \(String(cString: strerror(code)))")
            }
        }
        return try body(directory, String(name))
    }

    private func display(_ path: String) -> String { url.path + "/" + path }

    /// Size, modification time and inode of the regular file at `path`, reached through `chain`;
    /// nil when there is none, or the path is not safe or lies below a link.
    private static func stamp(of path: String, in chain: inout DirectoryChain) -> BuildManifest.FileStamp? {
        guard let segments = SafePath.segments(of: path), let name = segments.last,
            let directory = try? chain.descend(to: segments.dropLast(), create: false),
            let info = regularFile(String(name), in: directory)
        else { return nil }
        return stamp(info)
    }

    private static func stamp(_ info: stat) -> BuildManifest.FileStamp {
        BuildManifest.FileStamp(
            size: Int(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            inode: UInt64(info.st_ino))
    }

    /// The status of `name` in `directory` when it is a regular file (not a link to one).
    private static func regularFile(_ name: String, in directory: Int32) -> stat? {
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return info
    }

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

    private static func error(_ path: String, errno code: Int32 = errno) -> SiteError {
        .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }
}
