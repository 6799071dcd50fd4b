import Foundation

/// The directory a site is written to. A file is written only when its content differs from
/// what is on disk, so a rebuild without changes leaves every file (and its mtime) as it was.
struct OutputDirectory: Sendable {
    enum Outcome: Sendable { case written, unchanged }

    let url: URL

    init(path: String) {
        url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    /// Writes `data` to `path` (relative, `/`-separated) unless the file already holds exactly it.
    func write(_ data: Data, to path: String) throws(SiteError) -> Outcome {
        let file = url.appendingPathComponent(path)
        if let existing = FileManager.default.contents(atPath: file.path), existing == data { return .unchanged }
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            throw .cannotWrite(path: file.path, reason: error.localizedDescription)
        }
        return .written
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
