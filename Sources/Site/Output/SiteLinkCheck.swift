import Content
import Foundation

/// Finds the broken internal links and images of a built site, as `zola check` does: every
/// reference of every HTML page (``PageReferences``) that is relative, or on the site's base
/// URL, and names no file of the site (`dir/` naming `dir/index.html`). Other sites' URLs, same-
/// page fragments, `mailto:` and `data:` are not followed.
public struct SiteLinkCheck {
    /// A reference that names no file: the page it is in (relative to the site) and the
    /// reference as written.
    public struct BrokenLink: Sendable, Equatable {
        public var page: String
        public var reference: String
    }

    /// The site's folder.
    public var directory: String
    /// The absolute URL the site is served from, when it has one.
    public var baseURL: String?

    public init(directory: String, baseURL: String? = nil) {
        self.directory = directory
        self.baseURL = baseURL
    }

    /// The broken links of every page, by page path then document order, and how many pages
    /// were read.
    public func run() throws -> (pages: Int, broken: [BrokenLink]) {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let pages = (FileManager.default.subpaths(atPath: root.path) ?? []).filter { $0.hasSuffix(".html") }.sorted()
        var broken: [BrokenLink] = []
        for page in pages {
            let html = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let folder = (page as NSString).deletingLastPathComponent
            for reference in PageReferences.of(html: html) {
                guard let path = sitePath(of: reference, from: folder), !exists(path, in: root) else { continue }
                broken.append(BrokenLink(page: page, reference: reference))
            }
        }
        return (pages.count, broken)
    }

    /// The site-relative path `reference` names from a page in `folder`, nil when it is not the
    /// site's: another site, a fragment of the same page, a scheme other than http(s).
    /// A path that leaves the site is returned as is (`../x`), and names no file of it.
    func sitePath(of reference: String, from folder: String) -> String? {
        var reference = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if let base = baseURL.map({ $0.hasSuffix("/") ? $0 : $0 + "/" }), reference.hasPrefix(base) {
            reference = String(reference.dropFirst(base.count))
            return resolve(reference, from: "")
        }
        if reference.isEmpty || reference.hasPrefix("#") || reference.hasPrefix("//") { return nil }
        if let colon = reference.firstIndex(of: ":"),
           !reference[..<colon].contains(where: { "/?#".contains($0) }) { return nil }
        if reference.hasPrefix("/") {
            // Root-relative: on the base URL's path, when there is one.
            let basePath = baseURL.flatMap { URL(string: $0)?.path } ?? "/"
            let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
            guard reference.hasPrefix(prefix) else { return "../" + reference }
            return resolve(String(reference.dropFirst(prefix.count)), from: "")
        }
        return resolve(reference, from: folder)
    }

    /// `reference` (fragment and query removed, percent-decoded) from `folder`, `..` and `.`
    /// resolved; a directory's `index.html` for a path ending in `/`.
    private func resolve(_ reference: String, from folder: String) -> String {
        var path = String(reference.prefix { $0 != "#" && $0 != "?" })
        path = path.removingPercentEncoding ?? path
        var parts = folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            switch part {
            case "", ".": continue
            case "..": if parts.isEmpty { return "../" + path } else { parts.removeLast() }
            default: parts.append(part)
            }
        }
        if path.isEmpty || path.hasSuffix("/") { parts.append("index.html") }
        return parts.joined(separator: "/")
    }

    /// True when `path` is a regular file of the site (a directory is not a page).
    private func exists(_ path: String, in root: URL) -> Bool {
        guard !path.hasPrefix("../") else { return false }
        var isDirectory: ObjCBool = false
        let found = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
        if found, isDirectory.boolValue {
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(path + "/index.html").path)
        }
        return found
    }
}
