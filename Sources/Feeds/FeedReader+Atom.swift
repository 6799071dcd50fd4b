import Foundation

/// Atom's constructs that RSS has no twin for: typed text, links with relations, people,
/// categories with terms. (RSS elements go through these too, where the shapes agree.)
extension FeedReader {
    /// A title-like field as plain text. RSS text is HTML-ish; an Atom text construct says what
    /// it is, and `type="text"` (the default) is taken literally.
    func readPlainText() -> String? {
        guard format == .atom, textConstructType == .text else {
            return plainText(stream.readContent(unwrappingXHTML: format == .atom))
        }
        return nonEmpty(HTMLText.collapsingWhitespace(stream.readContent()))
    }

    /// A summary or content as HTML. RSS carries HTML; an Atom text construct is made HTML (text
    /// escaped, the XHTML wrapper `div` dropped). Nil for Atom content given by `src` or in a
    /// media type that is not text.
    func readHTML() -> String? {
        guard format == .atom else { return nonEmpty(stream.readContent().trimmingXMLSpace()) }
        let type = stream.attribute("src") == nil ? textConstructType : nil
        switch type {
        case .html: return nonEmpty(stream.readContent().trimmingXMLSpace())
        case .xhtml: return nonEmpty(stream.readContent(unwrappingXHTML: true).trimmingXMLSpace())
        case .text:
            let escaped = MarkupEscaper.escaped(Array(stream.readContent().trimmingXMLSpace().utf8))
            return nonEmpty(String(decoding: escaped, as: UTF8.self))
        case nil:
            stream.skipElement()
            return nil
        }
    }

    private enum TextConstructType { case text, html, xhtml }

    /// The `type` of the Atom text construct the stream is on; nil for a media type that is
    /// not text (base64 data, which a feed reader has no use for).
    private var textConstructType: TextConstructType? {
        switch stream.attribute("type")?.trimmingXMLSpace().lowercased() ?? "text" {
        case "text", "text/plain", "": .text
        case "html", "text/html": .html
        case "xhtml", "application/xhtml+xml": .xhtml
        case let other: other.hasPrefix("text/") ? .text : nil
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

    /// `<link rel href>` at the feed level: its home page, or where the feed itself lives.
    func readAtomLink(into channel: inout FeedChannel) {
        let relation = stream.attribute("rel")?.trimmingXMLSpace() ?? "alternate"
        let href = bases.resolve(stream.attribute("href"))
        stream.skipElement()
        switch relation {
        case "self": channel.selfLink = channel.selfLink ?? href
        case "alternate" where format == .atom: channel.link = channel.link ?? href
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

    /// `<category term scheme label>`: named by its label, else its term; the scheme is the
    /// domain.
    func readAtomCategory() -> FeedCategory? {
        let term = stream.attribute("term")
        let label = stream.attribute("label")
        let scheme = nonEmpty(stream.attribute("scheme")?.trimmingXMLSpace())
        stream.skipElement()
        guard let name = nonEmpty(HTMLText.collapsingWhitespace(label ?? term ?? "")) else { return nil }
        return FeedCategory(name: name, domain: scheme)
    }
}
