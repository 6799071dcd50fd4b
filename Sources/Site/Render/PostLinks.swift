import Foundation

/// Links between imported posts: a link in a post that points at another imported post's
/// original URL is pointed at that post's page in this site instead (``resolve(_:link:)``, the
/// link hook given to Content's ``HTMLRenderer``).
///
/// URLs are compared without scheme, `www.`, trailing slash or fragment, host in lowercase, so
/// `https://www.example.com/a-post` finds `http://example.com/a-post/`. The fragment is kept.
struct PostLinks: Sendable {
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

    /// The URL to write for a link to `url`: the page of the imported post it names, made by
    /// `link` (plus the original fragment), nil when `url` names no imported post. The link hook
    /// of ``HTMLRenderer``.
    func resolve(_ url: String, link: (SitePath) -> String) -> String? {
        guard !targets.isEmpty, let page = page(for: url) else { return nil }
        let fragment = url.firstIndex(of: "#").map { String(url[$0...]) } ?? ""
        return link(page) + fragment
    }

    /// True when one of `urls` (a post's ``Post/links``) names an imported post.
    func namesAnyPost(_ urls: [String]) -> Bool {
        !targets.isEmpty && urls.contains { page(for: $0) != nil }
    }

    /// The comparison key of an absolute http(s) URL, or nil for anything else.
    static func key(_ url: String) -> String? {
        var rest = Substring(url)
        while rest.first?.isWhitespace == true { rest = rest.dropFirst() }
        while rest.last?.isWhitespace == true { rest = rest.dropLast() }
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
