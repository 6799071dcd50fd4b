// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
@testable import Content
import Testing

/// A long post is never held as a whole DOM and a whole Markdown tree at once: the converter frees
/// each top-level block and each list item of the DOM once it has turned it into Markdown
/// (bench/post-memory.sh measures what that saves). Counted on the tree, not the clock.
@Suite("Converter: the DOM is freed as the Markdown tree grows")
struct DOMReleaseTests {
    /// Nodes left under `node`, itself included.
    static func count(_ node: DOMNode) -> Int {
        1 + node.children.reduce(0) { $0 + count($1) }
    }

    /// Converts `html` and returns the DOM nodes left in its document afterwards.
    static func nodesLeft(after html: String) -> (left: Int, parsed: Int) {
        guard let document = HTMLDocument(html: html), let root = document.root else { return (0, 0) }
        let parsed = count(root)
        let builder = MarkdownBuilder(policy: URLPolicy(baseURL: nil))
        builder.build(root: root)
        return (count(root), parsed)
    }

    @Test("paragraphs, a long list and a table are freed once converted")
    func spent() {
        let items = (0..<500).map { "<li>item \($0) of the <b>list</b></li>\n" }.joined()
        let paragraphs = (0..<200).map { "<p>Paragraph \($0) with a <a href=\"https://example.com/\($0)\">link</a>.</p>\n" }.joined()
        let html = paragraphs + "<ul>\n" + items + "</ul>\n<table><tr><td>a</td><td>b</td></tr></table>"
        let (left, parsed) = Self.nodesLeft(after: html)
        let markdown = HTMLConverter().convert(html: html).markdown
        #expect(parsed > 2_000)
        // <html>, <body> and the emptied <ul>: the list is the last block, its items are gone.
        #expect(left <= 3, "\(left) of \(parsed) DOM nodes still held after the conversion")
        #expect(markdown.contains("- item 499 of the **list**"))
        #expect(markdown.contains("Paragraph 199 with a [link](https://example.com/199)."))
    }

    /// A table is one block, and it is written row by row: parsed as it is read, each row freed
    /// once written, both by the converter and by the renderer's sanitizing pass.
    @Test("a long table's rows are freed as they are written")
    func tableRows() throws {
        let rows = (0..<2_000).map { "<tr><td>row \($0)</td><td><a href=\"https://example.com/\($0)\">value</a> \($0)</td></tr>\n" }.joined()
        let html = "<p>Intro.</p><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody>\n" + rows + "</tbody></table>"
        let document = try #require(HTMLDocument(streaming: html, chunkSize: 512))
        let table = try #require(document.root?.first("table"))
        var most = 0
        var written = 0
        var writer = TableWriter(policy: URLPolicy(baseURL: nil))
        writer.write(table: table) { node, part in
            most = max(most, StreamingParseTests.nodesHeld(table.pointer))
            if case .row = part { written += 1 }
            HTMLDocument.release(from: node, through: node)
        }
        #expect(written == 2_001)
        #expect(most < 100, "\(most) DOM nodes under the table at once")
        #expect(writer.html.hasSuffix("<tr><td>row 1999</td><td><a href=\"https://example.com/1999\">value</a> 1999</td></tr>\n</tbody>\n</table>"))
        let body = HTMLConverter().convert(html: html)
        #expect(body.markdown.hasSuffix("| row 1999 | [value](https://example.com/1999) 1999 |\n"))
        #expect(body.html.hasSuffix("<tr><td>row 1999</td><td><a href=\"https://example.com/1999\">value</a> 1999</td></tr>\n</tbody>\n</table>\n"))
    }

    /// What a later block looks back at is kept until the end: the Gutenberg comment before a
    /// `<pre>`, bare or wrapped in a `<p>` by autop, names the listing's language.
    @Test("block comments stay for the listing after them", arguments: [
        "<p>a</p>\n<!-- wp:syntaxhighlighter/code {\"language\":\"xml\"} -->\n<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>",
        "<p>a</p>\n<p><!-- wp:syntaxhighlighter/code {\"language\":\"xml\"} --></p>\n<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>",
    ])
    func commentsKept(html: String) {
        let body = HTMLConverter().convert(html: html)
        #expect(body.code.map(\.language) == ["xml"])
        #expect(body.markdown.contains("``` xml\nx\n```"))
    }
}
#endif
