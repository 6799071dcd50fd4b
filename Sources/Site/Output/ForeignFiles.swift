import Foundation

/// The files in the output directory that the last build did not write (not in its manifest):
/// the user's own (`about/index.html`, `CNAME`), which no post's page may replace or need to be
/// a folder. A symbolic link is not counted here: a page under one fails as before, naming it.
final class ForeignFiles {
    /// Why a post's page cannot be at a path.
    enum Obstacle: Equatable {
        /// The page's file is there and blogkit did not write it.
        case page(String)
        /// A file blogkit did not write is where a folder of the path must be.
        case file(String)
    }

    private let output: OutputDirectory
    private let written: Set<String>
    /// The output directory as the user named it, for messages.
    let name: String
    /// Folders of post paths already looked at: the obstacle in each, if any.
    private var folders: [String: Obstacle?] = [:]

    init(in output: OutputDirectory, written: Set<String>, name: String) {
        self.output = output
        self.written = written
        self.name = name
    }

    /// What stands in the way of a page in the folder `path` (no trailing slash), nil when nothing.
    func obstacle(at path: String) -> Obstacle? {
        var prefix = ""
        for segment in path.split(separator: "/") {
            prefix += (prefix.isEmpty ? "" : "/") + segment
            if let found = folder(prefix) { return found }
        }
        let page = SitePath(path + "/").file
        guard let type = output.type(of: page), type != S_IFLNK, !written.contains(page) else { return nil }
        return .page(page)
    }

    /// What stands in the way of writing the file `path`: a file blogkit did not write at it, or
    /// where one of its folders must be; nil when nothing.
    func obstacle(file path: String) -> Obstacle? {
        var prefix = ""
        for segment in path.split(separator: "/").dropLast() {
            prefix += (prefix.isEmpty ? "" : "/") + segment
            if let found = folder(prefix) { return found }
        }
        guard let type = output.type(of: path), type != S_IFLNK, !written.contains(path) else { return nil }
        return .page(path)
    }

    /// The obstacle at the folder `path` itself: a file (not a link, not a folder) blogkit did not write.
    private func folder(_ path: String) -> Obstacle? {
        if let known = folders[path] { return known }
        var found: Obstacle?
        if let type = output.type(of: path), type != S_IFDIR, type != S_IFLNK, !written.contains(path) {
            found = .file(path)
        }
        folders[path] = found
        return found
    }
}
