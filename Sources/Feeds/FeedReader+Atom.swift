import Foundation

/// Atom's constructs that RSS has no twin for: typed text, links with relations, people,
/// categories with terms. (RSS elements go through these too, where the shapes agree.)
extension FeedReader {
    /// A title-like field as plain text. RSS text is HTML-ish; an Atom text construct says what
    /// it is, and `type="text"` (the default) is taken literally.
    func readPlainText() -> String? {
        guard format.isAtom else { return plainText(stream.readContent()) }
        let construct = textConstruct
        guard let (text, isText) = readAtomText(construct) else { return nil }
        guard isText else { return plainText(text) }
        let collapsed = HTMLText.collapsingWhitespace(text)
        return nonEmpty(Mojibake.repaired(collapsed) ?? collapsed)
    }

    /// A summary or content as HTML. RSS carries HTML; an Atom text construct is made HTML (text
    /// escaped, the XHTML wrapper `div` dropped, base64 decoded). Nil for Atom content given by
    /// `src`, or base64 data that is not UTF-8 text (an image). HTML that is nothing but escaped
    /// markup (``EscapedMarkup``) is read once more, and `escapedTag` is the tag it started with.
    func readHTML() -> (html: String?, escapedTag: String?) {
        guard format.isAtom else { return Self.repairedHTML(nonEmpty(stream.readContent().trimmingXMLSpace())) }
        let construct = textConstruct
        guard stream.attribute("src") == nil, let (content, isText) = readAtomText(construct) else {
            stream.skipElement()
            return (nil, nil)
        }
        guard isText else { return Self.repairedHTML(nonEmpty(content.trimmingXMLSpace())) }
        let escaped = MarkupEscaper.escaped(Array(content.trimmingXMLSpace().utf8))
        return (nonEmpty(String(decoding: escaped, as: UTF8.self)), nil)
    }

    /// `html` decoded back if it is all double-encoded (``Mojibake``), or the HTML it holds
    /// escaped once more than it should be, with its first tag.
    private static func repairedHTML(_ html: String?) -> (html: String?, escapedTag: String?) {
        guard let html else { return (nil, nil) }
        let decoded = Mojibake.repaired(html) ?? html
        guard let unescaped = EscapedMarkup.unescaped(decoded) else { return (decoded, nil) }
        return (unescaped, EscapedMarkup.firstTag(of: decoded))
    }

    /// The content of the text construct the stream is on, base64 decoded if it is encoded, and
    /// whether it is text (not markup); nil when the decoded bytes are not UTF-8 text.
    ///
    /// A text construct holding elements is markup: Atom 0.3's default `mode="xml"` inlines
    /// them, and text cannot hold elements. Typepad wrote `type="html"` content as escaped HTML
    /// inside Atom's XHTML `div`: that HTML is the content.
    private func readAtomText(_ construct: TextConstruct) -> (String, isText: Bool)? {
        let unwrapping = construct.type != .text && format == .atom
        let content = stream.readContent(unwrappingXHTML: unwrapping)
        guard !construct.base64 else {
            let data = Data(base64Encoded: content.trimmingXMLSpace(), options: .ignoreUnknownCharacters)
            return data.flatMap { String(data: $0, encoding: .utf8) }.map { ($0, construct.type == .text) }
        }
        switch (construct.type, stream.contentShape) {
        case (.html, .textInWrapper): return (HTMLEntities.decode(content), false)
        case (.text, .text): return (content, true)
        default: return (content, false)
        }
    }

    private enum TextConstructType { case text, html, xhtml }

    /// How an Atom text construct holds its text.
    private struct TextConstruct {
        var type: TextConstructType
        /// Atom 0.3's `mode="base64"`, or an Atom 1.0 media type that is not text.
        var base64 = false
    }

    /// The kind of Atom text construct the stream is on. Atom 1.0 names it by `type` (text, html,
    /// xhtml or a media type); Atom 0.3 by a media type (`text/plain` by default) and a `mode`
    /// (`xml` by default, `escaped` or `base64`).
    private var textConstruct: TextConstruct {
        let type = stream.attribute("type")?.trimmingXMLSpace().lowercased()
        if format == .atom03 {
            let base64 = stream.attribute("mode")?.trimmingXMLSpace().lowercased() == "base64"
            switch type ?? "text/plain" {
            case "text/html", "html", "application/xhtml+xml", "xhtml": return TextConstruct(type: .html, base64: base64)
            default: return TextConstruct(type: .text, base64: base64)
            }
        }
        switch type ?? "text" {
        case "text", "text/plain", "": return TextConstruct(type: .text)
        case "html", "text/html": return TextConstruct(type: .html)
        case "xhtml", "application/xhtml+xml": return TextConstruct(type: .xhtml)
        case let other: return other.hasPrefix("text/") ? TextConstruct(type: .text) : TextConstruct(type: .html, base64: true)
        }
    }

    /// `<link rel href type length>` in an entry: its page, an enclosure, or its comments.
    func readAtomLink(into item: inout FeedItem) {
        let relation = stream.attribute("rel")?.trimmingXMLSpace() ?? "alternate"
        let href = bases.resolve(stream.attribute("href"))
        let type = nonEmpty(stream.attribute("type")?.trimmingXMLSpace())
        let length = stream.attribute("length").flatMap { Int($0.trimmingXMLSpace()) }
        stream.skipElement()
        guard let href else { return }
        switch relation {
        case "alternate" where item.link == nil: item.link = href
        case "enclosure": item.enclosures.append(FeedEnclosure(url: href, length: length, type: type))
        case "replies" where type?.contains("html") ?? true: item.commentsURL = item.commentsURL ?? href
        case "replies": item.commentFeedURL = item.commentFeedURL ?? href
        default: break
        }
    }

    /// `<link rel href>` at the feed level: its home page, where the feed itself lives, or the
    /// page or archive before it (RFC 5005).
    func readAtomLink(into channel: inout FeedChannel) {
        let relation = stream.attribute("rel")?.trimmingXMLSpace() ?? "alternate"
        let href = bases.resolve(stream.attribute("href"))
        stream.skipElement()
        switch relation {
        case "self": channel.selfLink = channel.selfLink ?? href
        case "next": channel.nextPage = channel.nextPage ?? href
        case "prev-archive": channel.previousArchive = channel.previousArchive ?? href
        case "alternate" where format.isAtom: channel.link = channel.link ?? href
        default: break
        }
    }

    /// `<author><name>…</name><email>…</email></author>`: the name.
    func readAtomPersonName() -> String? {
        guard !stream.isEmptyElement else { return nil }
        let depth = stream.depth
        var name: String?
        while stream.read() {
            if stream.nodeType == .endElement, stream.depth == depth { break }
            guard stream.nodeType == .element else { continue }
            if name == nil, vocabulary.element(at: stream) == .atomName {
                name = nonEmpty(HTMLText.collapsingWhitespace(stream.readContent()))
            } else {
                stream.skipElement()
            }
        }
        return name
    }

    /// `<source>`: the feed an entry was copied from, by its title and `alternate` link.
    func readAtomSource() -> FeedSource? {
        guard !stream.isEmptyElement else { return nil }
        let depth = stream.depth
        var source = FeedSource()
        while stream.read() {
            if stream.nodeType == .endElement, stream.depth == depth { break }
            guard stream.nodeType == .element else { continue }
            switch vocabulary.element(at: stream) {
            case .title where source.title == nil: source.title = readPlainText()
            case .atomLink where source.url == nil:
                let relation = stream.attribute("rel")?.trimmingXMLSpace() ?? "alternate"
                if relation == "alternate" { source.url = bases.resolve(stream.attribute("href")) }
                stream.skipElement()
            default: stream.skipElement()
            }
        }
        return source == FeedSource() ? nil : source
    }

    /// `<category term scheme label>`: named by its term (RFC 4287 § 4.2.2: the term is the
    /// category, the label a display of it), else by its label; the scheme is the domain.
    func readAtomCategory() -> FeedCategory? {
        let term = stream.attribute("term").flatMap { nonEmpty(HTMLText.collapsingWhitespace($0)) }
        let label = stream.attribute("label").flatMap { nonEmpty(HTMLText.collapsingWhitespace($0)) }
        let scheme = nonEmpty(stream.attribute("scheme")?.trimmingXMLSpace())
        stream.skipElement()
        guard let name = term ?? label else { return nil }
        return FeedCategory(name: name, domain: scheme, label: label)
    }
}
