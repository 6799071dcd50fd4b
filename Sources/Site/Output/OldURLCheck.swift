import Foundation

/// Where each old URL of a moved blog lands on the built site, as a static host serves it:
/// `blogkit check --urls FILE`.
///
/// A URL lands on a file of the site (its path, or `index.html` in the folder it names), through
/// a rule of the site's `_redirects` (path, and the query parameter a rule names) or through an
/// alias page (a `<meta http-equiv="refresh">` page `blogkit build` wrote at the old path); the
/// page a redirect or alias names must be a file of the site too. The URL's host is not
/// compared: the old URLs are those of the blog the site replaces. Symbolic links in the site
/// are not followed.
public struct OldURLCheck {
    /// Where one old URL lands.
    public enum Landing: Sendable, Equatable {
        /// A file of the site answers it.
        case file(String)
        /// A redirect (`via`: `_redirects` or an alias page) sends it to `to`, a file of the site.
        case redirect(to: String, via: String)
        /// Nothing answers it (or a redirect names a page the site does not have).
        case missing
    }

    private let root: URL
    private let rules: [Rule]
    /// The table of the home page's ``MovedScript``: `p=123` -> the page's path from the site's root.
    private let movedTable: [String: String]
    /// The path the site is served under (`/`, `/blog/`), from its base URL.
    private let site: BlogRoot
    private var basePath: String { site.path }

    /// Reads the site in `directory` and its `_redirects` (if any); `baseURL` is the site's own.
    public init(directory: String, baseURL: String?) {
        root = URL(fileURLWithPath: directory).standardizedFileURL
        site = BlogRoot(baseURL: baseURL)
        let text = Self.regularFile(root.appendingPathComponent("_redirects")).flatMap { String(data: $0, encoding: .utf8) }
        rules = text.map(Rule.parse) ?? []
        let script = Self.regularFile(root.appendingPathComponent(MovedScript.file)) != nil
        movedTable = script ? Self.regularFile(root.appendingPathComponent(MovedScript.tableFile)).flatMap(MovedScript.table) ?? [:] : [:]
    }

    /// The URLs in `text`: a sitemap's `<loc>` elements, else one URL or path a line (blank lines
    /// and `#` comments left out).
    public static func urls(in text: String) -> [String] {
        if text.contains("<urlset") || text.contains("<sitemapindex") {
            return text.components(separatedBy: "<loc>").dropFirst().compactMap { part in
                part.range(of: "</loc>").map { decodeXML(String(part[..<$0.lowerBound])).trimmingCharacters(in: .whitespacesAndNewlines) }
            }
        }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Where `url` (absolute, or a path from the old site's root) lands.
    public func landing(of url: String) -> Landing {
        guard let components = URLComponents(string: url) else { return .missing }
        // The site takes the old blog's place: a URL below the site's path is read from there.
        let path = site.relative(components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
        let query = components.queryItems ?? []
        if let rule = rules.first(where: { $0.matches(path: path, query: query) }) {
            return answers(rule.destination).map { .redirect(to: $0, via: "_redirects") } ?? .missing
        }
        // WordPress's query links name a post, page, category or feed: the home page a static
        // host shows for them instead is no answer, unless its script sends them on (``MovedScript``).
        if query.contains(where: { Self.wordPressQueries.contains($0.name) }) {
            guard file(answering: path) != nil,
                  let target = query.lazy.compactMap({ self.movedTable["\($0.name)=\($0.value ?? "")"] }).first
            else { return .missing }
            return answers(basePath + target).map { .redirect(to: $0, via: MovedScript.file) } ?? .missing
        }
        guard let file = file(answering: path) else { return .missing }
        if let target = aliasTarget(of: file) {
            return answers(target).map { .redirect(to: $0, via: "alias page \(file)") } ?? .missing
        }
        return .file(file)
    }

    private static let wordPressQueries: Set<String> = ["p", "page_id", "cat", "tag", "feed", "attachment_id", "author", "m", "paged"]

    /// The file of the site a destination (`/2011/05/x/`, or relative to the site's root) names,
    /// with the destination's fragment when it has one (`category/index.html#swift`: a place on
    /// that page).
    private func answers(_ link: String) -> String? {
        let (destination, fragment) = Self.split(link)
        let path = destination.hasPrefix(basePath) ? "/" + destination.dropFirst(basePath.count) : destination
        guard let file = file(answering: path), aliasTarget(of: file) == nil else { return nil }
        return file + fragment
    }

    /// The file a static host serves for the percent-encoded `path`: the file, else `index.html`
    /// in the folder it names.
    private func file(answering path: String) -> String? {
        guard let decoded = path.removingPercentEncoding else { return nil }
        let relative = String(decoded.drop(while: { $0 == "/" }))
        guard !relative.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        if !relative.isEmpty, !relative.hasSuffix("/"), Self.regularFile(root.appendingPathComponent(relative)) != nil {
            return relative
        }
        let index = relative.isEmpty || relative.hasSuffix("/") ? relative + "index.html" : relative + "/index.html"
        return Self.regularFile(root.appendingPathComponent(index)) != nil ? index : nil
    }

    /// The page an alias page at `file` sends its reader to, as a path from the site's root;
    /// nil for any other file.
    private func aliasTarget(of file: String) -> String? {
        guard file.hasSuffix(".html"), let data = Self.regularFile(root.appendingPathComponent(file)),
              let html = String(data: data.prefix(4096), encoding: .utf8),
              let marker = html.range(of: "http-equiv=\"refresh\" content=\"0; url="),
              let end = html[marker.upperBound...].firstIndex(of: "\"")
        else { return nil }
        let (href, fragment) = Self.split(Self.decodeXML(String(html[marker.upperBound..<end])))
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in href.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "..": if !parts.isEmpty { parts.removeLast() }
            case "", ".": continue
            default: parts.append(String(part))
            }
        }
        return "/" + parts.joined(separator: "/") + fragment
    }

    /// `link` without its fragment, and the fragment with its `#` (`""` when there is none).
    private static func split(_ link: String) -> (String, fragment: String) {
        guard let hash = link.firstIndex(of: "#") else { return (link, "") }
        return (String(link[..<hash]), String(link[hash...]))
    }

    /// The bytes of the regular file at `url`, nil for a missing file, a folder or a symbolic link.
    private static func regularFile(_ url: URL) -> Data? {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileManager.default.contents(atPath: url.path)
    }

    private static func decodeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// One line of `_redirects`: `FROM [NAME=VALUE...] TO [STATUS]`.
    private struct Rule {
        let from: String
        let query: [(name: String, value: String)]
        let destination: String

        static func parse(_ text: String) -> [Rule] {
            text.split(whereSeparator: \.isNewline).compactMap { line in
                let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard let from = fields.first, from.hasPrefix("/"), !from.hasPrefix("#") else { return nil }
                var query: [(String, String)] = []
                var index = 1
                while index < fields.count, let equals = fields[index].firstIndex(of: "=") {
                    query.append((String(fields[index][..<equals]), String(fields[index][fields[index].index(after: equals)...])))
                    index += 1
                }
                guard index < fields.count else { return nil }
                return Rule(from: from, query: query, destination: fields[index])
            }
        }

        /// Netlify's matching: the path with or without its trailing slash, and every query
        /// parameter the rule names with its value.
        func matches(path: String, query items: [URLQueryItem]) -> Bool {
            let trimmed = { (path: String) in path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path }
            guard trimmed(path) == trimmed(from) else { return false }
            return query.allSatisfy { wanted in items.contains { $0.name == wanted.name && $0.value == wanted.value } }
        }
    }
}
