import Content
import Testing

/// Markdown that reads the way the post did: entities decoded once, relative URLs resolved even
/// against a sloppy item link, links in inline code and media fallbacks kept.
@Suite struct PortableMarkdownTests {
    /// An author writing about entities escapes them: the reader saw `&rsquo;`, not `’`.
    @Test func entitiesInABodyAreDecodedOnce() {
        let body = HTMLConverter().convert(html: "<p>don&amp;rsquo;t &amp;lt;b&amp;gt; &amp;#8217; &amp;amp;</p>")
        #expect(body.text == "don&rsquo;t &lt;b&gt; &#8217; &amp;")
        #expect(body.html == "<p>don&amp;rsquo;t &amp;lt;b&amp;gt; &amp;#8217; &amp;amp;</p>\n")
        #expect(body.markdown == "don\\&rsquo;t \\&lt;b\\&gt; &\\#8217; \\&amp;\n")
    }

    /// A WordPress body escapes each character once: `&#8217;` is a quote.
    @Test func singleEscapedReferencesAreCharacters() {
        let body = HTMLConverter().convert(html: "<p>It&#8217;s &ldquo;<code>a &amp;lt; b</code>&rdquo;</p>")
        #expect(body.markdown == "It’s “`a &lt; b`”\n")
    }

    /// `<link>https://ex.com/blog/en/ Server-Sent/</link>`: a space (or another character a URI
    /// cannot hold) in the base does not cost the post its relative images and links.
    @Test func aBaseWithASpaceOrUnicodeStillResolvesRelativeURLs() {
        let html = "<p><img src=\"diagram.png\" alt=\"d\"> <a href=\"../next/\">next</a></p>"
        let spaced = HTMLConverter(baseURL: "https://ex.com/blog/en/ Server-Sent/").convert(html: html)
        #expect(spaced.markdown == "![d](https://ex.com/blog/en/%20Server-Sent/diagram.png) [next](https://ex.com/blog/en/next/)\n")
        #expect(spaced.links == ["https://ex.com/blog/en/next/"])
        let unicode = HTMLConverter(baseURL: "https://ex.com/café/{x}|y/").convert(html: "<a href=\"a b.html\">a</a>")
        #expect(unicode.markdown == "[a](https://ex.com/caf%C3%A9/%7Bx%7D%7Cy/a%20b.html)\n")
    }

    @Test func aLinkInsideInlineCodeKeepsItsLink() {
        let body = HTMLConverter(baseURL: "http://example.com/").convert(
            html: "<p>Install <code><a href=\"/ccze\">ccze</a></code> first</p>")
        #expect(body.markdown == "Install [`ccze`](http://example.com/ccze) first\n")
        #expect(body.links == ["http://example.com/ccze"])
    }

    @Test func mediaKeepALinkToTheirFile() {
        let converter = HTMLConverter(baseURL: "http://example.com/post/")
        #expect(converter.convert(html: "<video src=\"clip.mp4\" controls>Your browser cannot play it.</video>").markdown
            == "[video](http://example.com/post/clip.mp4)\n")
        #expect(converter.convert(html: "<p>Listen: <audio controls><source src=\"/a.ogg\" type=\"audio/ogg\"></audio></p>").markdown
            == "Listen: [audio](http://example.com/a.ogg)\n")
        #expect(converter.convert(html: "<video><source src=\"c.webm\"><p>Get <a href=\"c.mp4\">the MP4</a>.</p></video><p>after</p>").markdown
            == "[the MP4](http://example.com/post/c.mp4)\n\nafter\n")
        #expect(converter.convert(html: "<video src=\"javascript:alert(1)\">x</video>").markdown == "")
    }

    /// Hugo, Jekyll, Zola and GitHub render a GFM pipe table; Hugo's default renderer omits raw
    /// HTML. The `html` keeps its table as before.
    @Test func aSimpleTableIsAPipeTableInMarkdown() {
        let html = "<p>Prices:</p><table><thead><tr><th>Plan</th><th align=\"right\">Price</th></tr></thead>"
            + "<tbody><tr><td><a href=\"/basic\">Basic</a></td><td><em>$5</em> a|b</td></tr><tr><td>Pro<br>plus</td></tr></tbody></table><p>End.</p>"
        let body = HTMLConverter(baseURL: "http://example.com/").convert(html: html)
        #expect(body.markdown == """
            Prices:

            | Plan | Price |
            | --- | ---: |
            | [Basic](http://example.com/basic) | *$5* a\\|b |
            | Pro plus |  |

            End.

            """)
        #expect(body.html.contains("<tr><td><a href=\"http://example.com/basic\">Basic</a></td><td><em>$5</em> a|b</td></tr>"))
        #expect(body.text.contains("Basic $5 a|b"))
        #expect(Excerpt.html(markdown: body.markdown) == "<p>Prices:</p>\n<p>End.</p>")
    }

    @Test(arguments: [
        "<table><tr><td>no</td><td>header</td></tr></table>",
        "<table><tr><th>a</th><th>b</th></tr><tr><td colspan=\"2\">wide</td></tr></table>",
        "<table><caption>Plans</caption><tr><th>a</th></tr><tr><td>1</td></tr></table>",
        "<table><tr><th>a</th></tr><tr><th>b</th></tr></table>",
        "<table><tr><th>a</th></tr><tr><td>1</td><td>2</td></tr></table>",
    ])
    func aComplexTableStaysHTML(_ html: String) {
        #expect(HTMLConverter().convert(html: html).markdown.hasPrefix("<table>\n"))
    }

    /// A table opening a list item is rewritten as inline HTML by the cleanup (see
    /// `RenderingShape`): it stays HTML; one further down the item becomes a pipe table.
    @Test func tablesInListItems() {
        let table = "<table><tr><th>a</th></tr><tr><td>1</td></tr></table>"
        let opening = HTMLConverter().convert(html: "<ul><li>\(table)</li></ul>")
        #expect(opening.markdown == "  - <table>\n    <tr><th>a</th></tr>\n    <tr><td>1</td></tr>\n    </table>\n")
        let later = HTMLConverter().convert(html: "<ul><li><p>x</p>\(table)</li></ul>")
        #expect(later.markdown == "  - x\n\n    | a |\n    | --- |\n    | 1 |\n")
        #expect(later.html.contains("<tr><td>1</td></tr>"))
    }
}
