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
        default: stream.skipElement()
        }
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
