import Foundation

/// Reading one `<item>`: its child elements, in whatever order, into a `FeedItem`.
extension FeedReader {
    /// What an item's elements said, before the choices between alternatives are made.
    private struct ItemDraft {
        var item: FeedItem
        var pubDate: String?
        var dcDate: String?
        var updated: String?
        var created: String?
        var author: String?
        var creator: String?
        /// The `xml:base` in effect for the item, its `content:encoded` and its `description`.
        var itemBase: String?
        var contentBase: String?
        var descriptionBase: String?
        /// Which element gave the summary: a `summary` next to a `description` (or the other
        /// way round) is the content, when there is no other.
        var summaryElement: FeedElement?
        /// The fields (`summary`, `content`) that were HTML escaped twice, with the escaped tag
        /// each started with.
        var escapedTwice: [(field: String, tag: String)] = []
    }

    /// Reads the item the stream is on, through its end tag; which of `limits` it is over, if any.
    func readItem() -> (item: FeedItem, overLimit: String?) {
        let itemDepth = stream.depth
        startLimits()
        var draft = ItemDraft(item: FeedItem(line: stream.line), itemBase: bases.current)
        if format == .rdf, stream.hasAttributes {
            draft.item.guid = bases.resolve(stream.attribute("about", namespace: FeedNamespace.rdf))
        }
        if format == .cdf, stream.hasAttributes {
            draft.item.link = bases.resolve(stream.attribute("HREF"))
            draft.updated = stream.attribute("LASTMOD")
        }
        // Past line 65535 libxml2 has no line for the <item> element: the first text in it
        // (white space after the start tag, or its first field's text) starts on that line.
        let lineIsExact = stream.recordedLine != nil
        if !lineIsExact { stream.watchForTextLine() }
        if !stream.isEmptyElement {
            while stream.read() {
                let type = stream.nodeType
                if type == .endElement, stream.depth == itemDepth { break }
                guard type == .element else { continue }
                bases.enter(stream)
                read(vocabulary.element(at: stream), into: &draft)
            }
        }
        if !lineIsExact, let line = stream.takeTextLine() { draft.item.line = line }
        return (finish(draft), endLimits())
    }

    private func read(_ element: FeedElement?, into draft: inout ItemDraft) {
        switch element {
        case .title: draft.item.title = draft.item.title ?? readPlainText()
        case .link: draft.item.link = draft.item.link ?? bases.resolve(stream.readContent())
        case .guid: readGuid(into: &draft.item)
        case .pubDate: draft.pubDate = stream.readContent()
        case .date: draft.dcDate = stream.readContent()
        case .updated: draft.updated = stream.readContent()
        case .created: draft.created = stream.readContent()
        case .author: draft.author = draft.author ?? plainText(stream.readContent())
        case .creator: draft.creator = draft.creator ?? plainText(stream.readContent())
        case .atomAuthor: draft.author = draft.author ?? readAtomPersonName()
        case .category:
            let domain = nonEmpty(stream.attribute("domain")?.trimmingXMLSpace())
            let nicename = nonEmpty(stream.attribute("nicename")?.trimmingXMLSpace())
            if let name = plainText(stream.readContent()) {
                draft.item.categories.append(FeedCategory(name: name, domain: domain, nicename: nicename))
                if let domain, domain == "category" || domain == "post_tag" {
                    addWordPressTerm(domain: domain, name: name, slug: nicename, parent: nil, item: true)
                }
            }
        case .atomCategory:
            if isBloggerKind {
                readBloggerField(.atomCategory, into: &draft.item)
            } else if let category = readAtomCategory() {
                draft.item.categories.append(category)
            }
        case .wordPress(let element): readWordPressField(element, into: &draft.item)
        case .appControl: break // its app:draft is read next
        case .appDraft, .inReplyTo, .bloggerType, .bloggerStatus, .bloggerParent: readBloggerField(element, into: &draft.item)
        case .description, .summary:
            let base = bases.current
            let (html, escapedTag) = readHTML()
            let field: String
            if draft.item.summaryHTML != nil, draft.summaryElement != element, draft.item.contentHTML == nil {
                draft.contentBase = base
                draft.item.contentHTML = html
                field = "content"
            } else {
                draft.descriptionBase = base
                draft.item.summaryHTML = html
                draft.summaryElement = element
                field = "summary"
            }
            if let escapedTag { draft.escapedTwice.append((field, escapedTag)) }
        case .tags:
            let names = (plainText(stream.readContent()) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            draft.item.categories += names.filter { !$0.isEmpty }.map { FeedCategory(name: $0) }
        case .encodedContent:
            draft.contentBase = bases.current
            let (html, escapedTag) = readHTML()
            draft.item.contentHTML = html
            if let escapedTag { draft.escapedTwice.append(("content", escapedTag)) }
        case .comments: draft.item.commentsURL = bases.resolve(stream.readContent())
        case .commentCount: draft.item.commentCount = Int(stream.readContent().trimmingXMLSpace())
        case .commentFeed: draft.item.commentFeedURL = bases.resolve(stream.readContent())
        case .enclosure:
            if let url = bases.resolve(stream.attribute("url")) {
                let length = stream.attribute("length").flatMap { Int($0.trimmingXMLSpace()) }
                let type = nonEmpty(stream.attribute("type")?.trimmingXMLSpace())
                draft.item.enclosures.append(FeedEnclosure(url: url, length: length, type: type))
            }
            stream.skipElement()
        case .atomLink: readAtomLink(into: &draft.item)
        case .source:
            let url = bases.resolve(stream.attribute("url"))
            draft.item.source = FeedSource(title: plainText(stream.readContent()), url: url)
        case .atomSource: draft.item.source = readAtomSource()
        default:
            stream.skipElement()
        }
    }

    /// `<guid isPermaLink="...">`: a permalink is resolved like any link; an opaque id is kept as is.
    private func readGuid(into item: inout FeedItem) {
        let permaLink = stream.attribute("isPermaLink").map { $0.trimmingXMLSpace().lowercased() == "true" }
        let text = stream.readContent()
        guard let guid = nonEmpty(permaLink == true ? bases.resolve(text) : text.trimmingXMLSpace()) else { return }
        item.guid = guid
        item.guidIsPermaLink = permaLink
    }

    /// True for an absolute http(s) URL: a guid that can stand for the item's link.
    private static func isWebURL(_ text: String) -> Bool {
        let lowered = text.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    private func finish(_ draft: ItemDraft) -> FeedItem {
        var item = draft.item
        let subject = "\(Self.subject(of: item)) (line \(item.line))"
        for (field, tag) in draft.escapedTwice {
            log.add(line: item.line, "\(subject): its \(field) is HTML escaped twice (it starts \(QuotedText.quote(tag))); read as HTML")
        }
        item.published = date(draft.pubDate, draft.dcDate, draft.created, draft.updated, subject: subject, line: item.line)
        // dc:date is when the item was last changed (feedparser's reading too); without a pubDate
        // it is also the only date of its publication. No second warning when no date parsed.
        item.updated = date(draft.updated, draft.dcDate, subject: subject, line: item.line, warns: item.published != nil)
        // RFC 4287: an entry without an author has the feed's.
        item.author = draft.author ?? draft.creator ?? (format.isAtom ? channel.author : nil)
        if item.link == nil, case .rss = format, item.guidIsPermaLink != false, let guid = item.guid, Self.isWebURL(guid) {
            item.link = guid
        }
        let htmlBase = item.contentHTML != nil ? draft.contentBase
            : item.summaryHTML != nil ? draft.descriptionBase : draft.itemBase
        item.baseURL = htmlBase ?? item.link ?? channel.link
        return item
    }
}
