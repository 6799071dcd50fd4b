import Archive
import Foundation

/// Links between imported posts: a link in a post that points at another imported post or page
/// at any address the old blog served it at is pointed at that post's page in this site instead
/// (``resolve(_:link:)``, the link hook given to Content's ``HTMLRenderer``), and at its file in
/// an export (``post(for:)``).
///
/// The addresses of a post: its link and its guid (when that is a URL), the links an earlier
/// import recorded for it (``Post/earlierLinks``), and every other old address ``OldAddresses``
/// knows for it (`/?p=123`, `/?page_id=7`, a Blogger `.html` path...).
/// URLs are compared without scheme, `www.`, trailing slash or fragment, host in lowercase, so
/// `https://www.example.com/a-post` finds `http://example.com/a-post/`; a root-relative link
/// (`/?p=123`) is on the old blog's host; Blogger's mobile form (`?m=1`) is its page's. The
/// fragment is kept. A link to anything else (another host, an old path that is no post's) is
/// not one of them.
package struct PostLinks: Sendable {
    /// The post named by each comparison key.
    private var posts: [String: Int64] = [:]
    private var pages: [Int64: SitePath] = [:]
    /// The old blog's host, `www.` set aside: where root-relative links point.
    private var host: String?

    init() {}

    /// The links between the posts and pages of `content`.
    init(_ content: SiteContent) {
        let entries = content.posts + content.standalone
        host = OldAddresses.mainHost(of: entries.compactMap { $0.post.link })
        var byDirectory: [String: Int64] = [:]
        for entry in entries {
            pages[entry.post.id] = entry.path
            byDirectory[entry.path.directory] = entry.post.id
            if let link = entry.post.link { add(link, entry.post.id) }
            add(entry.post.guid, entry.post.id)
        }
        // After every current link: an earlier link another post has now is that post's.
        for entry in entries {
            for link in entry.post.earlierLinks { add(link, entry.post.id) }
        }
        guard let host else { return }
        // An old address is a path from the site's root; on the old blog it was there, or below
        // the site's path when the old blog lived there too (``BlogRoot``): both name the post.
        let root = BlogRoot(baseURL: content.info.baseURL)
        for address in OldAddresses.of(content) {
            guard let id = byDirectory[address.target] else { continue }
            add("http://" + host + address.display, id)
            add("http://" + host + root.absolute(address.display), id)
        }
    }

    /// The links between `posts` as the site resolves them: for an export, which writes each
    /// post at a path of its own.
    package init(posts: [Post]) {
        self = SiteContent(posts: posts, info: SiteInfo(title: "")).links
    }

    private mutating func add(_ url: String, _ id: Int64) {
        guard let key = key(url), posts[key] == nil else { return }
        posts[key] = id
    }

    /// The id of the post or page the old blog served at `url`, nil when it names none.
    package func post(for url: String) -> Int64? {
        guard !posts.isEmpty, let key = key(url) else { return nil }
        return posts[key] ?? Self.withoutMobileQuery(key).flatMap { posts[$0] }
    }

    /// The page of the post whose original URL is `url`, if it was imported.
    func page(for url: String) -> SitePath? {
        post(for: url).flatMap { pages[$0] }
    }

    /// The URL to write for a link to `url`: the page of the imported post it names, made by
    /// `link` (plus the original fragment), nil when `url` names no imported post. The link hook
    /// of ``HTMLRenderer``.
    func resolve(_ url: String, link: (SitePath) -> String) -> String? {
        guard let page = page(for: url) else { return nil }
        return link(page) + Self.fragment(of: url)
    }

    /// `#comment-3` of `url`, empty when it has none.
    package static func fragment(of url: String) -> String {
        url.firstIndex(of: "#").map { String(url[$0...]) } ?? ""
    }

    /// True when one of `urls` (a post's ``Post/links``) names an imported post.
    func namesAnyPost(_ urls: [String]) -> Bool {
        !posts.isEmpty && urls.contains { post(for: $0) != nil }
    }

    /// The comparison key of `url`: an absolute http(s) URL's, or a root-relative one's on the
    /// old blog's host; nil for anything else.
    private func key(_ url: String) -> String? {
        if url.hasPrefix("/"), !url.hasPrefix("//"), let host { return Self.key("http://" + host + url) }
        return Self.key(url)
    }

    /// `key` without Blogger's `m=0` or `m=1` (the mobile and desktop forms of a page), nil when
    /// it has neither.
    private static func withoutMobileQuery(_ key: String) -> String? {
        guard let mark = key.firstIndex(of: "?") else { return nil }
        let parameters = key[key.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false)
        let kept = parameters.filter { $0 != "m=1" && $0 != "m=0" }
        guard kept.count < parameters.count else { return nil }
        return String(key[..<mark]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }

    /// The comparison key of an absolute http(s) URL, or nil for anything else. Read by its
    /// UTF-8 (every delimiter is ASCII): each link of every rendered body comes through here.
    private static func key(_ url: String) -> String? {
        let scalars = url.unicodeScalars
        var lower = scalars.startIndex
        var upper = scalars.endIndex
        while lower < upper, scalars[lower].properties.isWhitespace { lower = scalars.index(after: lower) }
        while lower < upper, scalars[scalars.index(before: upper)].properties.isWhitespace {
            upper = scalars.index(before: upper)
        }
        var rest = Substring(scalars[lower..<upper])
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
        guard let scheme = ["http://", "https://"].first(where: { startsIgnoringCase(rest, with: $0) }) else { return nil }
        rest = rest[rest.utf8.index(rest.startIndex, offsetBy: scheme.utf8.count)...]
        let hostEnd = rest.utf8.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? rest.endIndex
        var host = rest[..<hostEnd].lowercased()
        if host.hasPrefix("www.") { host.removeFirst(4) }
        var path = rest[hostEnd...]
        while path.utf8.last == UInt8(ascii: "/") { path = path[..<path.utf8.index(before: path.endIndex)] }
        if let query = path.utf8.firstIndex(of: UInt8(ascii: "?")), query > path.startIndex,
           case let slash = path.utf8.index(before: query), path.utf8[slash] == UInt8(ascii: "/") {
            path = path[..<slash] + path[query...]
        }
        guard !host.isEmpty else { return nil }
        return host + path
    }

    /// True when `text` starts with `prefix` (lowercase ASCII) in any case of its ASCII letters.
    private static func startsIgnoringCase(_ text: Substring, with prefix: String) -> Bool {
        text.utf8.starts(with: prefix.utf8) { byte, expected in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == expected : byte == expected
        }
    }
}
