import Archive
import Content
import Feeds

extension PostRecord {
    /// The record of `item`: plain-text title and summary, and the HTML its body is converted
    /// from (`content:encoded` when present, else the description); the body itself is not
    /// converted here (``converted()``).
    init(_ item: FeedItem, key: String, formerKey: String?, kind: PostKind, fingerprint: String) {
        let summary = item.summaryHTML.map(HTMLText.plainText).flatMap { $0.isEmpty ? nil : $0 }
        self.init(
            key: key, formerKey: formerKey, kind: kind, fingerprint: fingerprint,
            // The reader already made the title plain text; decoding it again would eat a literal `<b>`.
            title: item.title.flatMap { $0.isEmpty ? nil : $0 } ?? summary.map { Self.opening(of: $0) } ?? "Untitled",
            link: item.link, published: item.published, author: item.author, summary: summary,
            sourceHTML: item.contentHTML ?? item.summaryHTML ?? "", hasFullContent: item.contentHTML != nil,
            baseURL: item.baseURL, commentCount: item.commentCount, commentsURL: item.commentsURL,
            commentFeedURL: item.commentFeedURL, categories: item.categories.map(Self.shown),
            enclosures: item.enclosures.map { PostEnclosure(url: $0.url, length: $0.length, type: $0.type) })
    }

    /// The body converted from `sourceHTML`, relative URLs resolved against the item's base
    /// (xml:base first, else its link).
    func converted() -> ConvertedBody {
        ConvertedBody(converting: sourceHTML, baseURL: baseURL ?? link, summary: summary)
    }

    /// `category` named as people see it: by its Atom `label` when it has one (the `term` is its
    /// identifier: `ios` for the label `iOS`).
    private static func shown(_ category: FeedCategory) -> PostCategory {
        let label = category.label?.trimmingCharacters(in: .whitespacesAndNewlines)
        return PostCategory(name: label.flatMap { $0.isEmpty ? nil : $0 } ?? category.name, domain: category.domain)
    }

    /// The first few words of `text`, for items that have no title.
    private static func opening(of text: String) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        return words.prefix(8).joined(separator: " ") + (words.count > 8 ? "…" : "")
    }
}
