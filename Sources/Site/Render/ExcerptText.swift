/// A post's excerpt as plain text, for `<meta name="description">`, link previews and feeds.
///
/// The excerpt is cmark's safe rendering (`Excerpt.html`): tags, a `<!-- raw HTML omitted -->`
/// comment at most, and text in which cmark escapes only `&`, `<`, `>` and `"`. Dropping the
/// tags (a block's edge becomes a space, an inline tag nothing) and decoding those entities
/// gives the text back; whitespace runs become one space.
enum ExcerptText {
    static func of(_ html: String) -> String {
        var text = ""
        text.reserveCapacity(html.utf8.count)
        var tag: String?
        for character in html {
            switch character {
            case "<" where tag == nil:
                tag = ""
            case ">" where tag != nil:
                let name = tag?.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber } ?? ""
                if blocks.contains(name.lowercased()) { text.append(" ") }
                tag = nil
            default:
                if tag == nil { text.append(character) } else { tag?.append(character) }
            }
        }
        for (entity, character) in entities { text = text.replacingOccurrences(of: entity, with: character) }
        return collapsed(text)
    }

    /// `text` with each run of whitespace made one space, none at either end.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static let blocks: Set<String> = ["p", "br", "li", "ul", "ol", "blockquote", "div", "h1", "h2", "h3", "h4", "h5", "h6"]

    /// `&amp;` last, so that `&amp;lt;` becomes `&lt;`, not `<`.
    private static let entities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
}
