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
}
