// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
import Foundation
@testable import Content
import CLibXML2
import Testing

/// The converter parses a post as it reads it, a chunk at a time, and frees what it has read:
/// where the chunks end must never change what comes out. Every real fixture post, and markup
/// made to straddle a chunk's end (references, comments, scripts, attributes holding `<` and
/// `>`, CDATA, nesting past the depth limit), is converted whole and cut at every few bytes.
@Suite("Converter: a post parsed chunk by chunk converts as when parsed whole")
struct StreamingParseTests {
    /// Chunk sizes from "before every `<`" up to one chunk for the whole post.
    static let chunkSizes = [1, 2, 7, 64, 1_000, Int.max]

    static func fixturePaths() throws -> [String] {
        let directory = try #require(Fixtures.directory)
        let walker = FileManager.default.enumerator(atPath: directory.path)
        var paths: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".html") { paths.append(path) }
        }
        return paths.sorted()
    }

    static func converted(_ html: String, chunkSize: Int) -> Body {
        var converter = HTMLConverter(baseURL: "https://example.com/2011/05/post/")
        converter.chunkSize = chunkSize
        return converter.convert(html: html)
    }

    static func expectSameAtEveryChunkSize(_ html: String, _ what: String) {
        let whole = converted(html, chunkSize: Int.max)
        for size in chunkSizes.dropLast() {
            expectSame(converted(html, chunkSize: size), as: whole, "\(what), chunks of \(size)")
        }
    }

    /// Expects every field of `cut` to be that of `whole`, naming the one that differs.
    static func expectSame(_ cut: Body, as whole: Body, _ what: String) {
        #expect(cut.markdown == whole.markdown, "\(what): markdown differs")
        #expect(cut.html == whole.html, "\(what): html differs")
        #expect(cut.text == whole.text, "\(what): text differs")
        #expect(cut.code == whole.code, "\(what): listings differ")
        #expect(cut.links == whole.links, "\(what): links differ")
    }

    @Test("every fixture post converts the same at every chunk size")
    func fixtures() throws {
        let paths = try Self.fixturePaths()
        #expect(paths.count > 40)
        for path in paths {
            Self.expectSameAtEveryChunkSize(try Fixtures.text(path), path)
        }
    }

    @Test("markup across a chunk's end", arguments: [
        "<p>fish &amp; chips &#8217;n&nbsp;peas &lt;tag&gt; a < b &notanentity; x</p>\n<p>next</p>",
        "<p>a</p><!-- a comment with <b>tags</b> and > signs --><p>b</p>",
        "<p>a</p><script>if (a < b && c > d) { x = '</p>'; }</script><p>b</p>",
        "<p><a title=\"x<y>z\" href=\"/a?b=1&amp;c=2\">link</a> and <img alt=\"1 > 0 < 2\" src=\"i.png\"></p>",
        "<pre><code class=\"language-swift\">let a = b &lt; c\n  \nlet d = [e]   \n</code></pre>\n<p>after</p>",
        "<div><![CDATA[ raw < text ]]></div><p>x<br>y<br/>z</p>",
        "<ul><li>one<li>two<ul><li>inner</ul><li>three</ul>\n<ol start=\"3\"><li>c</li></ol>",
        "<table><tr><th>h</th></tr><tr><td>a &amp; b</td></tr></table><p>after</p>",
        "<p>unclosed <b>bold <i>both</p><p>next</b> para",
        "text at the top <div>in a div</div> tail text",
        "<!-- wp:syntaxhighlighter/code {\"language\":\"xml\"} -->\n<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>",
        // Found by fuzz-content: end tags of other elements inside a script are its text.
        "<pre><code>x <script src=\"a.js\">y:</div></li>\n<li class=\"l\"><div c=\"1\"></scr> z </ol></pre></code></pre><p>b</p>",
        // Found by fuzz-content: a quote in a tag name hides where the tag ends.
        "<s\" c=\"><d>\u{FFFD}",
        "<p title=it's>x</p><p>y</p><!-- a --!> <p>z</p> <p a=\"1\"b=\"2\">w</p><p>v</p>",
        "<p>a\u{0}b</p><p>c</p><style>p { x: '</p>' }</style><p>d</p>",
    ])
    func straddling(html: String) {
        Self.expectSameAtEveryChunkSize(html, html)
    }

    @Test("nesting past the depth limit is cut the same way")
    func deepNesting() {
        let html = String(repeating: "<div><span>", count: 200) + "deep text" + String(repeating: "</span></div>", count: 200) + "<p>after</p>"
        Self.expectSameAtEveryChunkSize(html, "400 levels")
        #expect(Self.converted(html, chunkSize: 64).markdown.contains("after"))
    }

    /// The parser reads no further than the reader has asked: walking a long post's first
    /// blocks parses about a chunk, and freeing each block once read keeps the tree small all
    /// the way through.
    @Test("a long post is parsed as it is read, never whole")
    func parsedOnDemand() throws {
        let html = (0..<2_000).map { "<p>Paragraph \($0) with <a href=\"/p/\($0)\">a link</a> and <b>bold</b> text.</p>\n" }.joined()
        let document = try #require(HTMLDocument(streaming: html, chunkSize: 256))
        let root = try #require(document.root)
        let body = try #require(root.children.first { $0.name == "body" })
        var child = body.firstChild
        var read = 0
        var largestTree = 0
        while let current = child {
            if current.name == "p" { read += 1 }
            if read == 5 { #expect(document.parsed < 1_024, "\(document.parsed) bytes parsed to read 5 paragraphs") }
            child = current.nextSibling
            HTMLDocument.release(from: current, through: current)
            largestTree = max(largestTree, Self.nodesHeld(root.pointer))
        }
        #expect(read == 2_000)
        #expect(document.parsed == html.utf8.count)
        #expect(largestTree < 60, "the tree held \(largestTree) nodes at once")
    }

    /// A `<div>` around a whole post or a long list, or a long paragraph, is no listing, and
    /// telling so must not parse it to its end: the recognizers read its first element (GeSHi's
    /// `<ol>` of numbered lines, a lone `<code>`), not all of its children.
    static let wrappers: [String] = [
        "<div><ul>" + repeated { "<li>item \($0)</li>\n" } + "</ul></div>",
        "<div class=\"entry-content\">" + repeated { "<p>Paragraph \($0).</p>\n" } + "</div>",
        "<div><ol>" + repeated { "<li>step \($0)</li>\n" } + "</ol></div>",
        "<p>" + repeated { "<a href=\"/p/\($0)\">link \($0)</a> and " } + "</p>",
    ]

    /// 2,000 pieces of markup, each made from its number.
    static func repeated(_ piece: (Int) -> String) -> String {
        (0..<2_000).map(piece).joined()
    }

    @Test("telling a wrapper is no listing reads its first block", arguments: wrappers)
    func wrapperReadsLittle(html: String) throws {
        let document = try #require(HTMLDocument(streaming: html, chunkSize: 256))
        let body = try #require(document.root?.children.first { $0.name == "body" })
        let wrapper = try #require(body.firstChild)
        #expect(ListingRecognizers.recognize(wrapper) == nil)
        #expect(document.parsed < 2_048, "\(document.parsed) bytes parsed to tell")
    }

    /// Nodes in the tree under `node` as the parser has built it so far (libxml2's links read
    /// directly: walking with ``DOMNode`` would parse on).
    static func nodesHeld(_ node: UnsafeMutablePointer<_xmlNode>) -> Int {
        var count = 1
        var child = node.pointee.children
        while let current = child {
            count += nodesHeld(current)
            child = current.pointee.next
        }
        return count
    }

    /// A Gutenberg comment names the language of the block right after it only: once the blocks
    /// between have been converted and freed, the `<pre>` after them must not see it.
    @Test("a block comment is not seen across freed blocks")
    func lookBackAcrossFreedBlocks() {
        let html = "<!-- wp:syntaxhighlighter/code {\"language\":\"xml\"} -->\n<p>a paragraph</p>\n<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>"
        for size in Self.chunkSizes {
            let body = Self.converted(html, chunkSize: size)
            #expect(body.code.map(\.language) == [nil], "chunks of \(size)")
        }
    }
}
#endif
