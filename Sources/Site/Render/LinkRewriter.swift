import Foundation

/// Rewrites links between imported posts: an `href` in a post's HTML that points at another
/// imported post's original URL is pointed at that post's page in this site instead.
///
/// URLs are compared without scheme, `www.`, trailing slash or fragment, host in lowercase, so
/// `https://www.example.com/a-post` finds `http://example.com/a-post/`. The fragment is kept.
struct LinkRewriter: Sendable {
    private let targets: [String: SitePath]

    /// `links` maps original URLs (post links and permalink guids) to pages.
    init(links: [(url: String, page: SitePath)]) {
        var targets: [String: SitePath] = [:]
        for (url, page) in links {
            guard let key = Self.key(url) else { continue }
            if targets[key] == nil { targets[key] = page }
        }
        self.targets = targets
    }

    /// The page of the post whose original URL is `url`, if it was imported.
    func page(for url: String) -> SitePath? {
        Self.key(url).flatMap { targets[$0] }
    }

    /// `html` with every `href="…"` that names an imported post replaced by `link(page)`
    /// (plus the original fragment). Works on cmark's output, whose attributes are always
    /// double-quoted and escaped.
    func rewrite(_ html: String, link: (SitePath) -> String) -> String {
        guard !targets.isEmpty, html.contains("href=\"") else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count)
        var rest = html[...]
        while let start = rest.range(of: "href=\"") {
            result += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let escaped = rest[..<end]
            let url = escaped.replacingOccurrences(of: "&amp;", with: "&")
            if let page = page(for: url) {
                let fragment = url.firstIndex(of: "#").map { String(url[$0...]) } ?? ""
                result += link(page) + fragment.replacingOccurrences(of: "&", with: "&amp;")
                    .replacingOccurrences(of: "\"", with: "&quot;")
            } else {
                result += escaped
            }
            rest = rest[end...]
        }
        result += rest
        return result
    }

    /// The comparison key of an absolute http(s) URL, or nil for anything else.
    static func key(_ url: String) -> String? {
        var rest = Substring(url.trimmingCharacters(in: .whitespaces))
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let lower = rest.lowercased()
        if lower.hasPrefix("http://") {
            rest = rest.dropFirst(7)
        } else if lower.hasPrefix("https://") {
            rest = rest.dropFirst(8)
        } else {
            return nil
        }
        let hostEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        var host = rest[..<hostEnd].lowercased()
        if host.hasPrefix("www.") { host.removeFirst(4) }
        var path = rest[hostEnd...]
        while path.hasSuffix("/") { path = path.dropLast() }
        if let query = path.firstIndex(of: "?"), path[..<query].hasSuffix("/") {
            path = path[..<path.index(before: query)] + path[query...]
        }
        guard !host.isEmpty else { return nil }
        return host + path
    }
}
