/// Blogger export fields: an entry's kind, whether it is a draft, and what a comment answers.
extension FeedReader {
    /// The scheme of the category that gives a Blogger export entry's kind (`...kind#post`).
    private static let bloggerKindScheme = "http://schemas.google.com/g/2005#kind"

    /// True when the Atom category the stream is on is Blogger's entry kind, not a category.
    var isBloggerKind: Bool {
        stream.attribute("scheme")?.trimmingXMLSpace() == Self.bloggerKindScheme
    }

    /// The kind category, `app:draft` or `thr:in-reply-to` (since 2018: `blogger:type`,
    /// `blogger:status`, `blogger:parent`) the stream is on, into `item.blogger`.
    func readBloggerField(_ element: FeedElement?, into item: inout FeedItem) {
        var entry = item.blogger ?? BloggerEntry()
        switch element {
        case .atomCategory:
            entry.kind = stream.attribute("term").flatMap { $0.split(separator: "#").last.map(String.init) }
            stream.skipElement()
        case .appDraft: entry.isDraft = stream.readContent().trimmingXMLSpace().lowercased() == "yes"
        case .inReplyTo:
            entry.inReplyTo = nonEmpty(stream.attribute("ref")?.trimmingXMLSpace())
            stream.skipElement()
        case .bloggerType: entry.kind = nonEmpty(stream.readContent().trimmingXMLSpace().lowercased())
        case .bloggerStatus: entry.isDraft = stream.readContent().trimmingXMLSpace().uppercased() == "DRAFT"
        case .bloggerParent: entry.inReplyTo = nonEmpty(stream.readContent().trimmingXMLSpace())
        default: stream.skipElement()
        }
        item.blogger = entry
    }
}
