import Foundation

/// The directory a site is written to. A file is written only when its content differs from
/// what is on disk, so a rebuild without changes leaves every file (and its mtime) as it was.
struct OutputDirectory: Sendable {
    enum Outcome: Sendable { case written, unchanged }

    let url: URL

    init(path: String) {
        url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    /// Creates the directories of every path (relative, `/`-separated), parents first.
    func createDirectories(for paths: some Sequence<String>) throws(SiteError) {
        var directories = Set<String>()
        for path in paths {
            var directory = Substring(path)
            while let slash = directory.lastIndex(of: "/") {
                directory = directory[..<slash]
                guard directories.insert(String(directory)).inserted else { break }
            }
        }
        for directory in [""] + directories.sorted(by: { $0.count < $1.count }) {
            let full = url.appendingPathComponent(directory).path
            if mkdir(full, 0o755) != 0, errno != EEXIST {
                throw .cannotWrite(path: full, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Writes `data` to `path` (relative, its directory already created) unless the file
    /// already holds exactly it.
    func write(_ data: Data, to path: String) throws(SiteError) -> Outcome {
        let file = url.appendingPathComponent(path).path
        if Self.contents(of: file, equal: data) { return .unchanged }
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: file, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard written else { throw .cannotWrite(path: file, reason: String(cString: strerror(errno))) }
        return .written
    }

    /// Whether the file at `path` exists and holds exactly `data`.
    private static func contents(of path: String, equal data: Data) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int(info.st_size) == data.count else { return false }
        var existing = [UInt8](repeating: 0, count: data.count + 1)
        let count = existing.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, data.count + 1) }
        guard count == data.count else { return false }
        return data.withUnsafeBytes { $0.elementsEqual(existing[..<count]) }
    }

    /// Removes the files at `paths` (relative) that exist, then every directory left empty
    /// between them and the output root. Returns how many files were removed.
    func remove(_ paths: some Sequence<String>) -> Int {
        let manager = FileManager.default
        var removed = 0
        var directories = Set<String>()
        for path in paths {
            let file = url.appendingPathComponent(path)
            guard (try? manager.removeItem(at: file)) != nil else { continue }
            removed += 1
            var directory = (path as NSString).deletingLastPathComponent
            while !directory.isEmpty {
                directories.insert(directory)
                directory = (directory as NSString).deletingLastPathComponent
            }
        }
        for directory in directories.sorted(by: { $0.count > $1.count }) {
            let directoryURL = url.appendingPathComponent(directory)
            if (try? manager.contentsOfDirectory(atPath: directoryURL.path))?.isEmpty == true {
                try? manager.removeItem(at: directoryURL)
            }
        }
        return removed
    }
}
