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
        guard !targets.isEmpty else { return html }
        let scanner = ByteScanner(html)
        var result = ""
        var copied = 0
        var position = 0
        while let start = scanner.find(Self.attribute, from: position) {
            let valueStart = start + Self.attribute.count
            guard let end = scanner.find(UInt8(ascii: "\""), from: valueStart) else { break }
            position = end
            guard Self.isHTTP(scanner.bytes, at: valueStart) else { continue }
            let url = scanner.text(valueStart..<end).replacingOccurrences(of: "&amp;", with: "&")
            guard let page = page(for: url) else { continue }
            if result.isEmpty { result.reserveCapacity(scanner.bytes.count + 64) }
            result += scanner.text(copied..<valueStart)
            let fragment = url.firstIndex(of: "#").map { String(url[$0...]) } ?? ""
            result += link(page) + Escape.markup(fragment)
            copied = end
        }
        guard copied > 0 else { return html }
        return result + scanner.text(copied..<scanner.bytes.count)
    }

    private static let attribute = Array("href=\"".utf8)

    /// Whether the attribute value at `offset` starts with `http` in any case: only those can name a post.
    private static func isHTTP(_ bytes: [UInt8], at offset: Int) -> Bool {
        guard offset + 4 <= bytes.count else { return false }
        return zip(bytes[offset..<offset + 4], "http".utf8).allSatisfy { $0 | 0x20 == $1 }
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
