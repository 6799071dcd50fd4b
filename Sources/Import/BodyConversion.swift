import Archive
import Content

extension ConvertedBody {
    /// Converts `sourceHTML` with this blogkit's ``HTMLConverter``, resolving relative URLs
    /// against `baseURL`. A body without prose takes its excerpt from `summary` (the plain text
    /// of the feed's description).
    init(converting sourceHTML: String, baseURL: String?, summary: String?) {
        let body = HTMLConverter(baseURL: baseURL).convert(html: sourceHTML)
        let excerpt = Excerpt.html(markdown: body.markdown)
        self.init(
            markdown: body.markdown, html: body.html,
            excerptHTML: excerpt.isEmpty ? Excerpt.html(markdown: summary ?? "") : excerpt,
            prose: body.text, listings: body.code.map { PostListing(language: $0.language, code: $0.code, detectedLanguage: $0.detectedLanguage) },
            lineCounts: body.code.map(\.lineCount),
            links: body.links, conversion: HTMLConverter.version)
    }
}

extension StoredSource {
    /// The body as this blogkit converts it, as import would from the item (xml:base first, else
    /// the item link).
    func converted() -> ConvertedBody {
        ConvertedBody(converting: sourceHTML, baseURL: baseURL ?? link, summary: summary)
    }
}
