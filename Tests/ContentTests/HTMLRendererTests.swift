import Content
import Testing

/// Content's renderer: the Markdown tree given to the site's hooks (links, code blocks), with the
/// converter's sanitizing done before any hook sees the tree.
@Suite("HTML renderer")
struct HTMLRendererTests {
    static let markdown = """
        See [the post](https://example.org/a-post/#part), [elsewhere](https://other.example/x?a=1&b=2) \
        and [bad](javascript:alert(1)).

        ```Objective-C
        [x y];
        ```

        <table><tr><td><a href="https://example.org/b/">b</a></td></tr></table>

        ```
        plain <b> & "text"
        ```

        ```elixir
        IO.puts "hi"
        ```

        <script>alert(1)</script>

        ![pic](https://example.org/p.png) and <em onclick="x()">raw</em>

        """

    @Test("the link hook is called for every safe link, tables included, and its URL is written escaped")
    func linkHook() {
        var seen: [String] = []
        let rendered = HTMLRenderer(link: { url in
            seen.append(url)
            return url.hasPrefix("https://example.org/") ? "../../" + url.dropFirst("https://example.org/".count) + "index.html?x=1&y=2" : nil
        }).render(markdown: Self.markdown)
        #expect(seen == ["https://example.org/a-post/#part", "https://other.example/x?a=1&b=2", "https://example.org/b/"])
        #expect(rendered.html.contains(#"<a href="../../a-post/#partindex.html?x=1&amp;y=2">the post</a>"#))
        #expect(rendered.html.contains(#"<a href="https://other.example/x?a=1&amp;b=2">elsewhere</a>"#), "nil keeps the URL")
        #expect(rendered.html.contains(#"<a href="../../b/index.html?x=1&amp;y=2">b</a>"#))
        #expect(rendered.html.contains(#"<a href="">bad</a>"#), "an unsafe URL never reaches the hook")
    }

    @Test("the code-block hook gets every block: normalized language, the code as archived, cmark's escaped HTML")
    func codeBlockHook() {
        var blocks: [CodeBlock] = []
        let rendered = HTMLRenderer(codeBlock: { block in
            blocks.append(block)
            return "<div class=\"hooked\">" + block.html + "</div>"
        }).render(markdown: Self.markdown)
        #expect(rendered.codeBlocks == 3)
        #expect(blocks.map(\.language) == ["objc", nil, "elixir"])
        #expect(blocks.map(\.displayName) == ["Objective-C", nil, "Elixir"])
        #expect(blocks.map(\.code) == ["[x y];", "plain <b> & \"text\"", "IO.puts \"hi\""], "the listings as archived")
        #expect(blocks[0].html == #"<pre><code class="language-objc">[x y];</code></pre>"#)
        #expect(blocks[1].html == "<pre><code>plain &lt;b&gt; &amp; &quot;text&quot;</code></pre>")
        #expect(rendered.html.contains("<div class=\"hooked\"><pre><code class=\"language-objc\">[x y];</code></pre></div>\n"))
        #expect(!rendered.html.contains("<b>"))
    }

    @Test("without hooks the rendering is the converter's: raw HTML dropped or made text, images reported")
    func safeWithoutAndWithHooks() {
        let plain = HTMLRenderer().render(markdown: Self.markdown)
        let hooked = HTMLRenderer(link: { _ in nil }, codeBlock: \.html).render(markdown: Self.markdown)
        for rendered in [plain, hooked] {
            #expect(!rendered.html.contains("<script"))
            #expect(!rendered.html.contains("<em onclick"))
            #expect(rendered.html.contains("&lt;em onclick=&quot;x()&quot;&gt;raw"))
            #expect(rendered.images == ["https://example.org/p.png"])
        }
        #expect(plain.html.contains(#"<pre><code class="language-objc">"#), "the class is the canonical name")
        #expect(hooked.html == plain.html.replacingOccurrences(of: "\n</code></pre>", with: "</code></pre>"),
                "the default block HTML is cmark's, the code's text without cmark's closing newline")
    }

    @Test("the converter's HTML is the renderer's, hooks left out")
    func converterUsesTheRenderer() {
        let body = HTMLConverter().convert(html: #"<p>A <a href="https://example.org/">link</a></p><pre class="lang:swift">let x = 1</pre>"#)
        #expect(body.html == HTMLRenderer().render(markdown: body.markdown).html)
    }

    @Test("the excerpt's links go through the same hook")
    func excerptLinks() {
        let html = Excerpt.html(markdown: "Read [this](https://example.org/a/) and [that](https://other.example/).\n") { url in
            url == "https://example.org/a/" ? "../a/index.html" : nil
        }
        #expect(html == #"<p>Read <a href="../a/index.html">this</a> and <a href="https://other.example/">that</a>.</p>"#)
    }

    @Test("the image hook gets every image: a new URL, a filled alt and a size are written, escaped")
    func imageHook() {
        var seen: [InlineImage] = []
        let rendered = HTMLRenderer(image: { image in
            seen.append(image)
            var changed = image
            if image.url.hasSuffix("a.png") { changed.url = "../media/a b.png"; changed.width = 640; changed.height = 480 }
            if image.alt.isEmpty { changed.alt = #"x "<y>""# }
            return changed
        }).render(markdown: "![](https://example.org/a.png \"T\") ![*Kept* alt](https://example.org/b.png)\n")
        #expect(seen == [
            InlineImage(url: "https://example.org/a.png", alt: "", title: "T"),
            InlineImage(url: "https://example.org/b.png", alt: "Kept alt", title: ""),
        ])
        #expect(rendered.html == #"<p><img src="../media/a%20b.png" alt="x &quot;&lt;y&gt;&quot;" title="T" width="640" height="480" /> <img src="https://example.org/b.png" alt="Kept alt" /></p>"# + "\n")
        #expect(rendered.images == ["https://example.org/a.png", "https://example.org/b.png"], "the images as the post has them")
    }
}
