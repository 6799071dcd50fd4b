import Archive
import Content

extension ConvertedBody {
    /// Converts `sourceHTML` with this blogkit's ``HTMLConverter``, resolving relative URLs
    /// against `baseURL`. A body without prose takes its excerpt from `summary` (the plain text
    /// of the feed's description).
    init(converting sourceHTML: String, baseURL: String?, summary: String?) {
        self.init(HTMLConverter(baseURL: baseURL).convert(html: sourceHTML), summary: summary)
    }

    /// Converts `sourceHTML` as ``init(converting:baseURL:summary:)`` does, and audits it from
    /// the same parse (``HTMLConverter/convertAuditing(html:authoredHTML:)``): the audit is nil
    /// for a source too long to be kept whole.
    static func convertingAuditing(
        _ sourceHTML: String, baseURL: String?, summary: String?, authoredHTML: String?
    ) -> (body: ConvertedBody, audit: AuditReport?) {
        let (body, audit) = HTMLConverter(baseURL: baseURL).convertAuditing(html: sourceHTML, authoredHTML: authoredHTML)
        return (ConvertedBody(body, summary: summary), audit)
    }

    private init(_ body: Body, summary: String?) {
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
