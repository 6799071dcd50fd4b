import Foundation

/// The formats a whole listing proves at once, or not at all: JSON parses, markup is tags from
/// its first character to its last, YAML is `key: value` lines and `- item`s throughout.
enum DataFormatEvidence {
    /// `json` when the whole text parses as a JSON object, or as an array holding one: a list of
    /// numbers or strings is as much Python or JavaScript.
    static func json(_ listing: ListingLines) -> String? {
        guard let first = listing.text.first, first == "{" || first == "[", listing.text.contains("\":"),
            let value = try? JSONSerialization.jsonObject(with: Data(listing.text.utf8))
        else { return nil }
        if value is [String: Any] { return "json" }
        return (value as? [Any])?.contains { $0 is [String: Any] } == true ? "json" : nil
    }

    /// `html` or `xml` when the text is markup from its first character to its last: an XML
    /// declaration says `xml`, a doctype or an HTML element name says `html`, other tags that all
    /// close say `xml`. Attributes holding `{` (JSX, templates of frameworks) say nothing.
    static func markup(_ listing: ListingLines) -> String? {
        let text = listing.text
        guard text.hasPrefix("<"), text.hasSuffix(">") else { return nil }
        if text.hasPrefix("<?xml") { return "xml" }
        if text.prefix(9).lowercased() == "<!doctype" { return text.prefix(14).lowercased() == "<!doctype html" ? "html" : "xml" }
        let tags = MarkupTag.all(in: text)
        guard let first = tags.first, !text.contains("={"), !text.contains("=("), !text.contains("className=") else { return nil }
        if tags.contains(where: { htmlElements.contains($0.name.lowercased()) && !$0.name.contains(":") }) {
            return htmlElements.contains(first.name.lowercased()) ? "html" : nil
        }
        let opened = tags.filter { !$0.isClosing && !$0.isSelfClosing }.count
        let closed = tags.filter(\.isClosing).count
        return opened == closed && first.name.first?.isLetter == true ? "xml" : nil
    }

    /// `yaml` when every line is a `key: value` (or `key:` opening a block), a `- item` (a
    /// scalar or a `key: value`), a comment, a `---` or `...` marker or the content of a `|`/`>`
    /// block scalar, with at least two keys and some structure (a nested key, a list, a marker,
    /// or four keys and more): a run of `Name: value` lines alone is as much a mail header or a
    /// program's output.
    static func yaml(_ listing: ListingLines) -> String? {
        var keys = 0, structure = false, scalarIndent: Int?, keyIndents: Set<Int> = []
        for line in listing.lines {
            if let indent = scalarIndent, line.indent > indent { continue }
            scalarIndent = nil
            var text = line.text
            if text.hasPrefix("#") { continue }
            if text == "---" || text == "..." {
                structure = true
                continue
            }
            let isItem = text.hasPrefix("- ") || text == "-"
            if isItem {
                structure = true
                text = text.dropFirst(2).drop { $0 == " " }
                if Self.opensBlockScalar(text) { scalarIndent = line.indent }
            }
            guard let value = keyValue(text) else {
                if isItem { continue }
                return nil
            }
            keys += 1
            keyIndents.insert(line.indent)
            if Self.opensBlockScalar(value) { scalarIndent = line.indent }
        }
        structure = structure || keyIndents.count > 1 || keys >= 4
        return keys >= 2 && structure ? "yaml" : nil
    }

    /// The value of a `key: value` line (empty for `key:`), nil when the line is not one: the key
    /// is a word of letters, digits, `_ - . /` or a quoted string, and a value does not end the
    /// way code does (`;`, `{`, `,`).
    private static func keyValue(_ text: Substring) -> Substring? {
        let key: Substring
        if let quote = text.first, quote == "\"" || quote == "'" {
            guard let end = text.dropFirst().firstIndex(of: quote) else { return nil }
            key = text[...end]
        } else {
            let end = text.range(of: ": ")?.lowerBound ?? (text.hasSuffix(":") ? text.index(before: text.endIndex) : text.startIndex)
            key = text[..<end]
            guard key.allSatisfy({ $0.isIdentifier || "-./:".contains($0) }) else { return nil }
        }
        guard !key.isEmpty, text[key.endIndex...].hasPrefix(":") else { return nil }
        let rest = text[key.endIndex...].dropFirst()
        guard rest.isEmpty || rest.first == " " else { return nil }
        let value = rest.trimming(where: \.isWhitespace)
        if value.hasSuffix(";") || value.hasSuffix("{") || value.hasSuffix(",") || value.hasSuffix("(") { return nil }
        return value
    }

    /// True for `|`, `>` and their variants (`|-`, `>+`): the value opens a block of text.
    private static func opensBlockScalar(_ value: Substring) -> Bool {
        value.first.map { $0 == "|" || $0 == ">" } == true && value.count <= 3
    }

    /// Element names of HTML, the common ones: enough to tell a page or fragment from XML.
    private static let htmlElements: Set<String> = [
        "html", "head", "body", "title", "meta", "link", "script", "style", "div", "span", "p", "a",
        "img", "ul", "ol", "li", "table", "tr", "td", "th", "thead", "tbody", "form", "input", "button",
        "label", "select", "option", "textarea", "h1", "h2", "h3", "h4", "h5", "h6", "header", "footer",
        "nav", "main", "section", "article", "aside", "figure", "figcaption", "pre", "code", "br", "hr",
        "iframe", "video", "audio", "source", "canvas", "strong", "em", "b", "i", "small", "blockquote",
        "details", "summary", "dl", "dt", "dd", "noscript", "template",
    ]
}
