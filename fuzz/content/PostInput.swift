import Content

/// One fuzzing input converted as a post body, the way `blogkit import` converts one, then cut
/// into excerpts of the default length and of a few words (a short one cuts across links,
/// emphasis and code spans more often), and its Markdown rendered as a page renders it. The
/// input is converted a second time parsed in tiny chunks (a chunk ends before nearly every `<`)
/// and with its lists written out in batches of one to three items: the two must agree, else the
/// run stops.
enum PostInput {
    /// What relative links resolve against, as an item link would give it.
    static let baseURL = "https://example.com/blog/2024/01/post/"

    /// Converts `size` bytes at `data` (as UTF-8, invalid bytes replaced); libFuzzer's callback.
    static func convert(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let html = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
        var converter = HTMLConverter(baseURL: baseURL)
        converter.batchSize = .max
        let body = converter.convert(html: html)
        converter.chunkSize = 1 + size % 7
        converter.batchSize = 1 + size % 3
        guard converter.convert(html: html) == body else {
            fatalError("fuzz-content: the conversion depends on where the parser's chunks end or on the list batches")
        }
        // Import's way: the audit reads the converter's parse, kept whole. Same body, and the
        // audit a parse of its own makes.
        let (shared, audit) = converter.convertAuditing(html: html, authoredHTML: nil)
        let own = MigrationAudit.auditBody(AuditedBody(
            sourceHTML: html, baseURL: baseURL, markdown: body.markdown,
            listings: body.code.map { CodeListing(language: $0.language, code: $0.code) }))
        guard shared == body, audit == nil || audit == own else {
            fatalError("fuzz-content: the conversion or its audit differs when both read one parse")
        }
        _ = Excerpt.html(markdown: body.markdown)
        _ = Excerpt.html(markdown: body.markdown, words: 5)
        // Rendered again as a page renders it (pipe tables read back from the paragraphs).
        _ = HTMLRenderer().render(markdown: body.markdown)
        return 0
    }
}
