// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
@testable import Content
import Testing

/// The migration audit reads a post's source as it is parsed and frees each node once read, as
/// the converter does, so that a long post's source tree is never whole, and is gone before the
/// Markdown is parsed: what it finds must be what it found reading the whole tree.
@Suite("Audit: the source read as it is parsed finds what the whole tree shows")
struct AuditStreamingTests {
    static let baseURL = "https://example.com/2011/05/post/"

    static func expectSameInventory(_ html: String, _ what: String) throws {
        let policy = URLPolicy(baseURL: baseURL)
        let whole = HTMLDocument(html: html)
        let reference = SourceInventory(root: whole?.root, policy: policy)
        for chunkSize in [1, 7, 64, 65_536] {
            let document = HTMLDocument(streaming: html, chunkSize: chunkSize)
            let read = SourceInventory(root: document?.root, policy: policy, freeing: true)
            let at = "\(what), chunks of \(chunkSize)"
            #expect(read.words.total == reference.words.total, "\(at): words")
            #expect(read.words.missing(from: reference.words).count == 0 && reference.words.missing(from: read.words).count == 0, "\(at): words")
            #expect(read.links == reference.links, "\(at): links")
            #expect(read.images == reference.images, "\(at): images")
            #expect(read.media == reference.media, "\(at): media")
            #expect(read.listings.map(\.code) == reference.listings.map(\.code), "\(at): listings")
            #expect(read.listings.map(\.statedLanguages) == reference.listings.map(\.statedLanguages), "\(at): languages")
            #expect(read.tables == reference.tables && read.headings == reference.headings, "\(at): tables, headings")
            #expect(read.footnotes.map(\.total) == reference.footnotes.map(\.total), "\(at): footnotes")
            #expect(read.droppedByDesign == reference.droppedByDesign, "\(at): dropped by design")
        }
    }

    @Test("every fixture post's source reads the same freed as walked")
    func fixtures() throws {
        let paths = try StreamingParseTests.fixturePaths()
        #expect(paths.count > 40)
        for path in paths {
            try Self.expectSameInventory(try Fixtures.text(path), path)
        }
    }

    /// Look-back across freed nodes (a block comment naming a listing's language), footnotes
    /// (their list's class), lazy images and their `<noscript>` twins.
    @Test("markup whose reading looks around", arguments: [
        "<!-- wp:syntaxhighlighter/code {\"language\":\"xml\"} -->\n<p>a paragraph</p>\n<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>",
        "<!-- wp:code {\"language\":\"swift\"} -->\n<pre class=\"wp-block-code\"><code>let a = 1</code></pre>\n<!-- /wp:code -->",
        "<p>Text<sup><a href=\"#fn1\">1</a></sup></p><ol class=\"footnotes\"><li id=\"fn1\">The note.</li></ol><div class=\"footnotes\"><ol><li>Two.</li></ol></div>",
        "<p><img data-src=\"/a.png\" src=\"data:image/gif;base64,R0lGOD\"><noscript><img src=\"/a.png\"></noscript> and <span><div>block in span</div></span></p>",
    ])
    func looksAround(html: String) throws {
        try Self.expectSameInventory(html, html)
    }

    /// A 9 MB list's source is never a whole tree while the audit reads it.
    @Test("a long source is freed as it is read")
    func freed() throws {
        let html = "<div><ul>" + (0..<3_000).map { "<li>item \($0) <a href=\"/p/\($0)\">link</a></li>\n" }.joined() + "</ul></div>"
        let document = try #require(HTMLDocument(streaming: html, chunkSize: 256))
        let root = try #require(document.root)
        let inventory = SourceInventory(root: root, policy: URLPolicy(baseURL: Self.baseURL), freeing: true)
        #expect(inventory.links.count == 3_000)
        #expect(StreamingParseTests.nodesHeld(root.pointer) < 20, "\(StreamingParseTests.nodesHeld(root.pointer)) nodes left")
    }
}
#endif
