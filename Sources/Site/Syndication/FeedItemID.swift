import Feeds

/// The id a post has in the site's feeds: the one its source feed gave it (its RSS guid, its
/// Atom id, a WordPress export's `guid`), so that a reader that followed the old blog's feed
/// knows every post it already delivered. The post's new URL when the source gave none (blogkit
/// then keyed the post by a hash), or when the archive does not know it (a WordPress export
/// imported before blogkit kept its guids: importing it again adds them).
struct FeedItemID {
    /// The source's id, nil when there is none to keep.
    let source: String?
    /// The post's page.
    let url: String

    init(_ post: SitePost, url: String) {
        self.url = url
        let key = post.post.guid
        source = post.post.sourceGuid ?? (key.hasPrefix("wxr:") || key.hasPrefix("blogkit:") ? nil : key)
    }

    /// The `<guid>` element of an RSS item: a permalink only when it is the page's URL.
    var rss: String {
        guard let source else { return "<guid isPermaLink=\"true\">\(MarkupEscaper.markup(url))</guid>" }
        return "<guid isPermaLink=\"false\">\(MarkupEscaper.markup(source))</guid>"
    }

    /// The id of a JSON Feed item, any string.
    var json: String { source ?? url }

    /// The id of an Atom entry, which must be an IRI: a source id that is none (`12345`, an RSS
    /// guid) gives way to the page's URL.
    var atom: String {
        guard let source, Self.hasScheme(source) else { return url }
        return source
    }

    /// True when `id` starts with an IRI scheme (`http:`, `tag:`, `urn:`): a letter, then letters,
    /// digits, `+`, `-` or `.`, then `:`.
    private static func hasScheme(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        return isLetter(bytes[0]) && bytes[1..<colon].allSatisfy {
            isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }
}
