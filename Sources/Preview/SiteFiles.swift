import Foundation

/// The files a preview serves: regular files inside one directory, found from a request's
/// percent-encoded path, and nothing else.
///
/// Each segment of the path is percent-decoded on its own, once, so `%2e%2e` is `..` and
/// `%2F` cannot join two segments; a `.` or `..` segment, a NUL byte, or a name starting with
/// `.` (the build manifest, temporary files) is not found. A path through a symbolic link,
/// anywhere below the root, is not found either: the file's canonical path must be the path
/// asked for. A directory is served by its `index.html`, never listed.
struct SiteFiles: Sendable {
    /// What a request path is.
    enum Resolution: Equatable, Sendable {
        /// A regular file inside the root: its absolute path.
        case file(String)
        /// A directory asked for without its trailing slash: where to send the browser, so
        /// that the page's relative links resolve inside the directory.
        case redirect(String)
        case notFound
    }

    /// The root's canonical path (symbolic links in the path to it resolved).
    let root: String

    /// Serves `directory`, which must exist.
    init(directory: String) throws(PreviewError) {
        guard let root = Self.canonical(directory), Self.kind(of: root) == .directory else {
            throw .noSite(directory: directory)
        }
        self.root = root
    }

    /// Resolves `rawPath`, the request target's path as sent (percent-encoded, no query).
    func resolve(_ rawPath: String) -> Resolution {
        guard rawPath.hasPrefix("/") else { return .notFound }
        var segments: [String] = []
        for raw in rawPath.dropFirst().split(separator: "/") {
            guard let segment = String(raw).removingPercentEncoding, !segment.hasPrefix("."),
                !segment.contains("/"), !segment.contains("\0")
            else { return .notFound }
            segments.append(segment)
        }
        var path = ([root] + segments).joined(separator: "/")
        switch Self.kind(of: path) {
        case .directory:
            guard segments.isEmpty || rawPath.hasSuffix("/") else { return .redirect(rawPath + "/") }
            path += "/index.html"
            guard Self.kind(of: path) == .regular else { return .notFound }
        case .regular:
            break
        case nil:
            return .notFound
        }
        guard Self.canonical(path) == path else { return .notFound }
        return .file(path)
    }

    private enum Kind { case directory, regular }

    /// What `path` is once symbolic links are followed; nil when it is neither a directory nor
    /// a regular file, or does not exist.
    private static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        default: return nil
        }
    }

    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
