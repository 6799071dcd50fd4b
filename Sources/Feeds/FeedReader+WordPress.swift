import Foundation

/// WordPress export (WXR) fields: the channel's version and authors, an item's `wp:` fields and
/// its approved comments.
extension FeedReader {
    /// A `wp:` element at the channel level.
    func readWordPressChannelField(_ element: WordPressElement) {
        switch element {
        case .wxrVersion: channel.wxrVersion = nonEmpty(stream.readContent().trimmingXMLSpace())
        case .author:
            let fields = readWordPressFields()
            if let login = fields[.authorLogin].flatMap(plainText) {
                channel.wordPressAuthors[login] = fields[.authorDisplayName].flatMap(plainText) ?? login
            }
        case .category:
            let fields = readWordPressFields()
            addWordPressTerm(
                domain: "category", name: fields[.categoryName].flatMap(plainText), slug: fields[.categoryNicename],
                parent: fields[.categoryParent], id: fields[.termID].flatMap(integer))
        case .tag:
            let fields = readWordPressFields()
            addWordPressTerm(domain: "post_tag", name: fields[.tagName].flatMap(plainText), slug: fields[.tagSlug], parent: nil,
                id: fields[.termID].flatMap(integer))
        default: stream.skipElement()
        }
    }

    /// Adds a category or tag to `channel.wordPressTerms`: one of the channel's list unless its
    /// slug is there already (two categories may share a name), one an item names (`item`) only
    /// when no term of its name is there (the channel's list comes first: an item's `nicename`
    /// only fills in). `name` is plain text already.
    func addWordPressTerm(domain: String, name: String?, slug: String?, parent: String?, id: Int? = nil, item: Bool = false) {
        guard let name, !name.isEmpty, let slug = slug?.trimmingXMLSpace(), !slug.isEmpty,
              !slug.contains(where: { $0.isWhitespace || $0 == "/" }),
              !channel.wordPressTerms.contains(where: {
                  $0.domain == domain && (item ? $0.name.lowercased() == name.lowercased() : $0.slug == slug)
              })
        else { return }
        let parent = parent?.trimmingXMLSpace()
        channel.wordPressTerms.append(WordPressTerm(
            domain: domain, name: name, slug: slug, parent: parent.flatMap { $0.isEmpty ? nil : $0 }, id: id))
    }

    /// A `wp:` element of an item, into `item.wordPress`.
    func readWordPressField(_ element: WordPressElement, into item: inout FeedItem) {
        var fields = item.wordPress ?? WordPressItem()
        switch element {
        case .postID: fields.postID = integer(stream.readContent())
        case .postType: fields.postType = nonEmpty(stream.readContent().trimmingXMLSpace())
        case .status: fields.status = nonEmpty(stream.readContent().trimmingXMLSpace())
        case .postDateGMT: fields.postDateGMT = gmtDate(stream.readContent(), line: stream.line)
        case .postDate: fields.postDate = nonEmpty(stream.readContent().trimmingXMLSpace())
        case .postParent: fields.parentID = integer(stream.readContent()).flatMap { $0 == 0 ? nil : $0 }
        case .attachmentURL: fields.attachmentURL = bases.resolve(stream.readContent())
        case .comment: if let comment = readWordPressComment() { fields.comments.append(comment) }
        default: stream.skipElement()
        }
        item.wordPress = fields
    }

    /// A `wp:comment`, if it is approved. Its author's e-mail and IP address are skipped unread.
    private func readWordPressComment() -> WordPressComment? {
        let line = stream.line
        let fields = readWordPressFields()
        guard fields[.commentApproved]?.trimmingXMLSpace() == "1" else { return nil }
        return WordPressComment(
            id: fields[.commentID].flatMap(integer),
            parentID: fields[.commentParent].flatMap(integer).flatMap { $0 == 0 ? nil : $0 },
            authorName: fields[.commentAuthor].flatMap(plainText),
            authorURL: nonEmpty(fields[.commentAuthorURL]?.trimmingXMLSpace()),
            dateGMT: fields[.commentDateGMT].flatMap { gmtDate($0, line: line) },
            contentHTML: nonEmpty(fields[.commentContent]?.trimmingXMLSpace()),
            type: nonEmpty(fields[.commentType]?.trimmingXMLSpace()))
    }

    /// The text of the `wp:` children of the element the stream is on, by element; other
    /// children are skipped.
    private func readWordPressFields() -> [WordPressElement: String] {
        guard !stream.isEmptyElement else { return [:] }
        let depth = stream.depth
        var fields: [WordPressElement: String] = [:]
        while stream.read() {
            if stream.nodeType == .endElement, stream.depth == depth { break }
            guard stream.nodeType == .element else { continue }
            if case .wordPress(let element) = vocabulary.element(at: stream) {
                fields[element] = stream.readContent()
            } else {
                stream.skipElement()
            }
        }
        return fields
    }

    private func integer(_ text: String) -> Int? {
        Int(text.trimmingXMLSpace())
    }

    /// A `YYYY-MM-DD HH:MM:SS` date in UTC; nil for WordPress's "no date", `0000-00-00 00:00:00`.
    private func gmtDate(_ text: String, line: Int) -> Date? {
        guard !text.trimmingXMLSpace().hasPrefix("0000") else { return nil }
        return date(text, subject: "WordPress date (line \(line))", line: line)
    }
}
