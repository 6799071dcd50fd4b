// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
@testable import Content
import Testing

/// A list directly in a post is written out a batch of items at a time, a paragraph a run of
/// inlines at a time, and both are parsed back for `html` a group at a time (``StreamedList``,
/// ``StreamedParagraph``): how large a batch is must never change what comes out. Every real
/// fixture post, and lists and paragraphs made to hit what a batch's edge can change (numbers,
/// tightness, the block after the list, pipe tables, removed items, spaces, emphasis, breaks),
/// converts the same with batches of every size as with none.
@Suite("Converter: long lists and paragraphs written a batch at a time convert as when written whole")
struct ListStreamingTests {
    static let batches = [1, 2, 3, 64]

    static func converted(_ html: String, batchSize: Int) -> Body {
        var converter = HTMLConverter(baseURL: "https://example.com/2011/05/post/")
        converter.batchSize = batchSize
        return converter.convert(html: html)
    }

    static func expectSameInEveryBatch(_ html: String, _ what: String) {
        let whole = converted(html, batchSize: .max)
        for batch in batches {
            StreamingParseTests.expectSame(converted(html, batchSize: batch), as: whole, "\(what), batches of \(batch)")
        }
    }

    @Test("every fixture post converts the same in batches of every size")
    func fixtures() throws {
        let paths = try StreamingParseTests.fixturePaths()
        #expect(paths.count > 40)
        for path in paths {
            Self.expectSameInEveryBatch(try Fixtures.text(path), path)
        }
    }

    @Test("lists whose batches meet where the rendering changes", arguments: [
        // Numbers across 9/10 and 99/100 change the marker's width.
        "<ol start=\"7\">" + (0..<8).map { "<li>n \($0)</li>" }.joined() + "</ol><p>after</p>",
        "<ol start=\"97\">" + (0..<6).map { "<li>n \($0)</li>" }.joined() + "</ol>",
        // A second paragraph in one item makes the whole list loose, early or late.
        "<ul><li>a</li><li><p>b</p><p>b2</p></li><li>c</li><li>d</li></ul>",
        "<ul><li>a</li><li>b</li><li>c</li><li><p>d</p><p>d2</p></li></ul>",
        // A list followed by a list or a code block is loose; empty items go.
        "<ul><li>a</li><li>b</li><li>c</li></ul><ol><li>x</li><li>y</li></ol><ul><li>z</li></ul>",
        "<ul><li>a</li><li>b</li><li>c</li></ul><pre><code>code</code></pre>",
        "<ol><li>a</li><li></li><li> </li><li>b</li><li><hr></li><li>c</li><li></li></ol>",
        "<ul><li>a</li><li></li><li></li></ul><p>after</p>",
        "<ul><li></li><li></li><li></li></ul><ul><li>x</li></ul>",
        // Nested lists, loose inside tight, and a bullet list opening an item.
        "<ul><li>a<ul><li><p>n1</p><p>n2</p></li></ul></li><li>b</li><li>c<ul><li>d</li></ul></li><li>e</li></ul>",
        "<ul><li><ul><li>x</li></ul><p>after x</p></li><li>b</li><li>c</li></ul>",
        // Tables in items: simple ones get pipe tables in `markdown`; one opening an item is HTML.
        "<ul><li>a<table><tr><th>h</th></tr><tr><td>1</td></tr></table></li><li>b</li><li><table><tr><td>x</td></tr></table></li><li>c</li></ul>",
        "<p>intro</p><table><tr><th>h</th></tr><tr><td>1</td></tr></table><ul><li>a</li><li>b<table><tr><th>k</th></tr><tr><td>v</td></tr></table></li><li>c</li></ul>",
        // Code first in an item, hard breaks, links, and the WordPress editor's stray items.
        "<ul><li><pre>code  \nline</pre></li><li>a<br>b</li><li><a href=\"/x\">x</a></li><li>*not emphasis*</li></ul>",
        "<ol><li>one</li><li>two</li><li>three</li><ul><li>nested</li></ul><li>four</li><li>five</li></ol>",
        "<ul><li>a</li><li>b</li><li>c</li></ul><li>stray</li><li>stray 2</li><p>end</p>",
        "<ul>text before<li>a</li><p>between</p><li>b</li>tail<li>c</li></ul>",
        "<blockquote><ul><li>a</li><li>b</li><li>c</li></ul></blockquote><ul><li>d</li><li>e</li></ul>",
        "<ul><li># heading-like</li><li>1. number-like</li><li>- dash</li><li>+ plus</li><li>&gt; quote</li></ul>",
        // A line TrailingWhitespace takes for a fence keeps the spaces of the lines after it,
        // across batches as in the whole post.
        "<ol><li>1~~~x</li><li><pre>a</pre></li><li><p>b</p><pre>c</pre></li><li><hr><pre>d</pre></li><li>e</li></ol><ul><li><pre>f</pre></li></ul>",
        "<p>ab 1~~~cd ef<br>gh ij</p><ul><li><pre>a</pre></li><li><p>b</p><pre>c</pre></li></ul>",
        // Paragraphs cut between letters: emphasis, spaces at links' edges, entities, breaks.
        "<p>ab<em>cd</em>ef <a href=\"/a\"> link </a>gh <b>ij</b>kl<i> mn </i>op &amp;amp; qr<br><br>st<br>uv <code>w</code><code>x</code>yz</p>",
        "<p>x*<em>\"y\"</em>*z and_<b>w</b>_ab 1. cd - ef # gh <a href=\"/b\">ab</a>cd<a href=\"/c\">ef</a>gh</p><p>tail</p>",
        "<p>Intro <a href=\"/1\">one</a> and <a href=\"/2\">two</a>\n and <a href=\"/3\">three</a> end.</p><ul><li>ab</li><li>cd</li></ul>",
        // Lists in block quotes: every line of the quote after `> `, the lines cmark writes
        // before a quote's first code or HTML block, lists in quotes in quotes, two lists in one
        // quote, a definition's quote, and quotes, tables and code inside the items.
        "<blockquote><p>intro</p><ul><li>a</li><li>b</li><li>c</li></ul><p>after</p></blockquote><p>out</p>",
        "<blockquote><pre>code  \n\nline</pre><ol start=\"8\"><li>a</li><li>b</li><li>c</li></ol></blockquote>",
        "<blockquote><table><tr><td>t</td><td>u</td></tr><tr><td colspan=2>v</td></tr></table><ul><li>a</li><li>b</li><li>c</li></ul></blockquote>",
        "<blockquote><hr><ul><li>a</li><li>b</li></ul></blockquote><blockquote><h2>h</h2><ul><li>a</li><li>b</li></ul></blockquote>",
        "<blockquote><blockquote><pre>x</pre><ul><li>a</li><li>b</li><li>c</li></ul></blockquote><p>after</p></blockquote>",
        "<blockquote><blockquote><ul><li>a</li><li>b</li><li>c</li></ul></blockquote></blockquote><ul><li>d</li></ul>",
        "<blockquote><ul><li>a</li><li>b</li></ul><ol><li>c</li><li>d</li></ol><pre>code</pre></blockquote>",
        "<dl><dt>term</dt><dd><ul><li>a</li><li>b</li><li>c</li></ul></dd></dl>",
        "<blockquote><ul><li><p>a</p><p>a2</p></li><li>b</li><li><blockquote>q</blockquote></li><li><pre>c  \n</pre></li><li>d</li></ul></blockquote>",
        "<blockquote><ul><li>a<table><tr><th>h</th></tr><tr><td>1</td></tr></table></li><li>b<table><tr><td>x</td><td rowspan=2>y</td></tr></table></li><li>c</li></ul></blockquote>",
        "<blockquote><ul><li>a</li><li></li><li></li></ul></blockquote><blockquote><ul><li></li><li></li></ul><p>p</p></blockquote>",
        "<blockquote><ul><li>~~~ a</li><li>- b</li><li>&gt; c</li><li>1. d</li></ul></blockquote>",
        "<blockquote><ul><li><table><tr><td>x</td><td rowspan=2>y</td></tr></table></li><li>b</li><li><table><tr><th>h</th></tr><tr><td>1</td></tr></table></li></ul><p>after</p></blockquote>",
        "<blockquote><p>a<img src=x onerror=alert(1)>b</p><ul><li>a<br></li><li>b <span>\n</span></li><li>c</li></ul></blockquote>",
    ])
    func edges(html: String) {
        Self.expectSameInEveryBatch(html, html)
    }

    /// A list longer than a group of `html` is parsed in groups; the groups' edges must not show.
    /// In quotes, each group is the quotes' lines holding some of the items, and the quotes'
    /// tags show once.
    @Test("a long list parsed back in groups", arguments: [false, true], [false, true])
    func groups(loose: Bool, quoted: Bool) throws {
        let items = (0..<6_000).map { n in
            n == 4_321 && loose ? "<li><p>item \(n)</p><p>second paragraph</p></li>" : "<li>item \(n) of a long <b>list</b> with <a href=\"/p/\(n)\">a link</a></li>"
        }
        let list = "<ol>" + items.joined() + "</ol>"
        let html = quoted
            ? "<blockquote><p>intro</p><blockquote><pre>code</pre>" + list + "<p>end</p></blockquote><p>after</p></blockquote>"
            : "<p>intro</p>" + list + "<p>after</p>"
        let whole = Self.converted(html, batchSize: .max)
        let cut = Self.converted(html, batchSize: 256)
        #expect(whole.html.utf8.count > 4 * StreamedList.groupSize)
        StreamingParseTests.expectSame(cut, as: whole, "6,000 items")
        #expect(whole.html.contains("<li>\n<p>item 5999") == loose)
        #expect(cut.html.components(separatedBy: "<blockquote>").count == (quoted ? 3 : 1))
        // The list is parsed in groups: one part, of many groups, in as many quotes as it is.
        let builder = MarkdownBuilder(policy: URLPolicy(baseURL: nil), batchSize: 256)
        let document = try #require(HTMLDocument(html: html))
        builder.build(root: try #require(document.root))
        var streamed = builder.streamedLists
        var paragraphs = builder.streamedParagraphs
        TreeCleanup.run(on: builder.document, keeping: Set(streamed.keys))
        let rendering = BlockByBlockRendering(document: builder.document, streamed: &streamed, paragraphs: &paragraphs, pipeTables: [:])
        let groups = rendering.parts.compactMap { part -> (count: Int, depth: Int)? in
            guard case .list(let groups, let depth, _) = part else { return nil }
            return (groups.count, depth)
        }
        #expect(groups.count == 1)
        #expect(groups.first.map { $0.count > 4 && $0.depth == (quoted ? 2 : 0) } == true)
    }

    /// A paragraph longer than a group of `html` is parsed in groups cut between letters.
    @Test("a long paragraph parsed back in groups")
    func paragraphGroups() {
        let links = (0..<8_000).map { "<a href=\"https://example.com/p/\($0)\">link \($0)</a> and <em>so</em> on, " }
        let html = "<p>intro</p><p>" + links.joined() + "end.</p><p>after</p>"
        let whole = Self.converted(html, batchSize: .max)
        let cut = Self.converted(html, batchSize: 256)
        #expect(whole.html.utf8.count > 4 * StreamedList.groupSize)
        StreamingParseTests.expectSame(cut, as: whole, "8,000 links")
    }

    /// Items longer than a group are parsed one a group; a list loose only because its items are
    /// separated by blank lines (a code block follows it) must stay loose.
    @Test("items longer than a group, in a list loose between them only")
    func itemPerGroup() {
        let words = String(repeating: "word ", count: StreamedList.groupSize / 4)
        let html = "<ul>" + (0..<4).map { "<li>item \($0) \(words)</li>" }.joined() + "</ul><pre>code</pre>"
        let whole = Self.converted(html, batchSize: .max)
        let cut = Self.converted(html, batchSize: 1)
        #expect(whole.html.contains("<li>\n<p>item 3"))
        #expect(cut.markdown == whole.markdown)
        #expect(cut.html == whole.html)
    }

    /// What the builder holds of a long paragraph at its end: the inlines of the last batch.
    @Test("the builder frees a long paragraph's inlines a batch at a time")
    func inlinesFreed() throws {
        let html = "<p>" + (0..<2_000).map { "<a href=\"/p/\($0)\">link \($0)</a> and " }.joined() + "end</p>"
        let document = try #require(HTMLDocument(html: html))
        let builder = MarkdownBuilder(policy: URLPolicy(baseURL: nil), batchSize: 64)
        builder.build(root: try #require(document.root))
        let paragraph = try #require(builder.document.firstChild)
        #expect(paragraph.children.count <= 2 * 64, "\(paragraph.children.count) inlines still in the tree")
        #expect(builder.streamedParagraphs[paragraph]?.rendering.text.contains("[link 1900](/p/1900) and") == true)
    }

    /// What the builder holds of a long list at its end: the items of the last batch.
    @Test("the builder frees a long list's items a batch at a time")
    func itemsFreed() throws {
        let html = "<ul>" + (0..<2_000).map { "<li>item \($0)</li>" }.joined() + "</ul>"
        let document = try #require(HTMLDocument(html: html))
        let builder = MarkdownBuilder(policy: URLPolicy(baseURL: nil), batchSize: 64)
        builder.build(root: try #require(document.root))
        let list = try #require(builder.document.firstChild)
        #expect(list.children.count <= 64, "\(list.children.count) items still in the tree")
        #expect(builder.streamedLists[list].map { $0.count + list.children.count } == 2_000)
    }

    /// The same for a list in quotes in quotes; a list in a list's item is kept whole.
    @Test("the builder frees the items of a long list in quotes a batch at a time")
    func quotedItemsFreed() throws {
        let items = (0..<2_000).map { "<li>item \($0)</li>" }.joined()
        let html = "<blockquote><p>a</p><blockquote><ul>" + items + "</ul></blockquote></blockquote><ul><li><ul>" + items + "</ul></li></ul>"
        let document = try #require(HTMLDocument(html: html))
        let builder = MarkdownBuilder(policy: URLPolicy(baseURL: nil), batchSize: 64)
        builder.build(root: try #require(document.root))
        let quoted = try #require(builder.document.firstChild?.lastChild?.firstChild)
        #expect(quoted.children.count <= 64, "\(quoted.children.count) items still in the tree")
        #expect(builder.streamedLists[quoted].map { $0.count + quoted.children.count } == 2_000)
        let nested = try #require(builder.document.lastChild?.firstChild?.firstChild)
        #expect(nested.children.count == 2_000)
    }

    /// Each quote around a streamed list copies the list's text once more: past
    /// ``MarkdownBuilder/streamedQuoteDepth`` quotes the list is kept whole, so that 200 quotes
    /// cannot make a post cost 200 copies of its list.
    @Test("a list in too many quotes is kept whole", arguments: [MarkdownBuilder.streamedQuoteDepth, MarkdownBuilder.streamedQuoteDepth + 1])
    func quoteDepth(depth: Int) throws {
        let items = (0..<200).map { "<li>item \($0)</li>" }.joined()
        let html = String(repeating: "<blockquote>", count: depth) + "<ul>" + items + "</ul>" + String(repeating: "</blockquote>", count: depth)
        let document = try #require(HTMLDocument(html: html))
        let builder = MarkdownBuilder(policy: URLPolicy(baseURL: nil), batchSize: 64)
        builder.build(root: try #require(document.root))
        var node = try #require(builder.document.firstChild)
        for _ in 1..<depth { node = try #require(node.firstChild) }
        let list = try #require(node.firstChild)
        #expect(list.children.count == (depth > MarkdownBuilder.streamedQuoteDepth ? 200 : 8))
        Self.expectSameInEveryBatch(html, "a list in \(depth) quotes")
    }
}
#endif
