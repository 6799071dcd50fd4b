// Uses StreamingParseTests' fixture list, which is built in debug builds only.
#if DEBUG
import Content
import Foundation
import Testing

/// Import audits each body from the converter's own parse (``HTMLConverter/convertAuditing(html:authoredHTML:)``):
/// the converter keeps the DOM whole and the audit reads it after it. The body must be the one
/// the converter makes freeing the DOM as it goes, and the audit the one a parse of its own
/// makes, for every fixture post and every way of cutting the source.
@Suite("Audit: from the converter's parse, the same body and the same findings")
struct SharedParseAuditTests {
    static let baseURL = "https://example.com/2011/05/post/"

    static func expectSame(_ html: String, authoredHTML: String? = nil, _ what: String) {
        for (chunkSize, batchSize) in [(65_536, 256), (7, 3), (1, Int.max)] {
            var converter = HTMLConverter(baseURL: baseURL)
            converter.chunkSize = chunkSize
            converter.batchSize = batchSize
            let alone = converter.convert(html: html)
            let (body, audit) = converter.convertAuditing(html: html, authoredHTML: authoredHTML)
            let at = "\(what), chunks of \(chunkSize), batches of \(batchSize)"
            #expect(body == alone, "\(at): body")
            let own = MigrationAudit.auditBody(AuditedBody(
                sourceHTML: html, baseURL: baseURL, markdown: alone.markdown,
                listings: alone.code.map { CodeListing(language: $0.language, code: $0.code) }, authoredHTML: authoredHTML))
            #expect(audit == own, "\(at): audit")
        }
    }

    @Test("every fixture post")
    func fixtures() throws {
        let paths = try StreamingParseTests.fixturePaths()
        #expect(paths.count > 40)
        for path in paths {
            Self.expectSame(try Fixtures.text(path), path)
        }
    }

    /// Markup whose reading looks back across what the converter would have freed (a block
    /// comment naming a listing's language, a lazy image's `<noscript>` twin), listings that span
    /// siblings, losses the audit must still find (an unsafe link, a dropped script, a shortcode
    /// the expansion lost).
    @Test("markup whose reading looks around", arguments: [
        "<!-- wp:syntaxhighlighter/code {\"language\":\"xml\"} -->\n<p>a paragraph</p>\n<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>",
        "<!-- wp:code {\"language\":\"swift\"} -->\n<pre class=\"wp-block-code\"><code>let a = 1</code></pre>\n<!-- /wp:code -->",
        "<p><img data-src=\"/a.png\" src=\"data:image/gif;base64,R0lGOD\"><noscript><img src=\"/a.png\"></noscript> and <span><div>block in span</div></span></p>",
        "<p>[code lang=\"ruby\"]</p><p>puts 1</p><p>[/code]</p><p>after</p>",
        "<p><a href=\"javascript:alert(1)\">x</a><script>alert(2)</script> <iframe src=\"https://www.youtube.com/embed/abc\"></iframe></p><ul><li>one</li><li>two</li></ul>",
    ])
    func looksAround(html: String) {
        Self.expectSame(html, html)
        Self.expectSame(html, authoredHTML: html + "[gallery ids=\"1,2\"]", "\(html) with a shortcode written")
    }

    @Test func aSourceOverTheLimitIsLeftToAnAuditOfItsOwn() {
        let html = "<p>" + String(repeating: "word ", count: HTMLConverter.sharedParseLimit / 5 + 1) + "</p>"
        let (body, audit) = HTMLConverter(baseURL: Self.baseURL).convertAuditing(html: html, authoredHTML: nil)
        #expect(audit == nil)
        #expect(body == HTMLConverter(baseURL: Self.baseURL).convert(html: html))
    }
}
#endif
