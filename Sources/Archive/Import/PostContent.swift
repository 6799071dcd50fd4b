import Content
import Feeds

/// The derived fields of a post, computed from one feed item: plain-text title and summary, and
/// the converted body (from `content:encoded` when present, else the description).
struct PostContent {
    var title: String
    var summary: String?
    var sourceHTML: String
    /// The converted body; empty when made with `convertingBody: false`.
    var converted: ConvertedBody

    init(item: FeedItem, convertingBody: Bool = true) {
        summary = item.summaryHTML.map(HTMLText.plainText).flatMap { $0.isEmpty ? nil : $0 }
        // The reader already made the title plain text; decoding it again would eat a literal `<b>`.
        title = item.title.flatMap { $0.isEmpty ? nil : $0 }
            ?? summary.map { Self.opening(of: $0) }
            ?? "Untitled"
        sourceHTML = item.contentHTML ?? item.summaryHTML ?? ""
        converted = convertingBody
            ? ConvertedBody(sourceHTML: sourceHTML, baseURL: item.baseURL ?? item.link, summary: summary) : .empty
    }

    /// The first few words of `text`, for items that have no title.
    private static func opening(of text: String) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        return words.prefix(8).joined(separator: " ") + (words.count > 8 ? "…" : "")
    }
}
