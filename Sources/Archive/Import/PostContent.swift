import Content
import Feeds

/// The derived fields of a post, computed from one feed item: plain-text title and summary, and
/// the converted body (from `content:encoded` when present, else the description).
struct PostContent {
    var title: String
    var summary: String?
    var sourceHTML: String
    var body: Body
    var excerptHTML: String
    /// Every listing's code, blank-line separated: what the search index's `code` column holds.
    var codeText: String

    init(item: FeedItem, convertingBody: Bool = true) {
        summary = item.summaryHTML.map(HTMLText.plainText).flatMap { $0.isEmpty ? nil : $0 }
        // The reader already made the title plain text; decoding it again would eat a literal `<b>`.
        title = item.title.flatMap { $0.isEmpty ? nil : $0 }
            ?? summary.map { Self.opening(of: $0) }
            ?? "Untitled"
        sourceHTML = item.contentHTML ?? item.summaryHTML ?? ""
        guard convertingBody else {
            body = Body(markdown: "", html: "", text: "", code: [], links: [])
            excerptHTML = ""
            codeText = ""
            return
        }
        body = HTMLConverter(baseURL: item.baseURL ?? item.link).convert(html: sourceHTML)
        let excerpt = Excerpt.html(markdown: body.markdown)
        excerptHTML = excerpt.isEmpty ? Excerpt.html(markdown: summary ?? "") : excerpt
        codeText = body.code.map(\.code).joined(separator: "\n\n")
    }

    /// The first few words of `text`, for items that have no title.
    private static func opening(of text: String) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        return words.prefix(8).joined(separator: " ") + (words.count > 8 ? "…" : "")
    }
}
