import Content
import Testing

/// Block elements inside a listing are line breaks, and line-number gutters stay out of the code.
@Suite struct ListingBlockLinesTests {
    @Test func hexoLinesStayApart() {
        let body = HTMLConverter().convert(html: """
            <figure class="highlight c"><table><tr><td class="gutter"><pre><div class="line">1</div><div class="line">2</div></pre></td>\
            <td class="code"><pre><div class="line"><span class="keyword">int</span> a = 1;</div><div class="line">int b = 2;</div></pre></td></tr></table></figure>
            """)
        #expect(body.code.map(\.code) == ["int a = 1;\nint b = 2;"])
    }

    @Test func blockElementsInsidePreAreLineBreaks() {
        let body = HTMLConverter().convert(html: "<pre><div>one</div><p>two</p>three</pre>")
        #expect(body.code.map(\.code) == ["one\ntwo\nthree"])
    }

    @Test func docutilsGutterIsDropped() {
        let body = HTMLConverter().convert(html: """
            <table class="codetable"><tr><td class="linenos"><pre>1
            2</pre></td><td class="code"><pre class="code python"><span class="keyword">def</span> f():
                <span class="keyword">return</span> 1</pre></td></tr></table>
            """)
        #expect(body.code.map(\.code) == ["def f():\n    return 1"])
    }

    @Test func syntaxHighlighterTwoLineNumbersAreDropped() {
        let body = HTMLConverter().convert(html: """
            <div class="syntaxhighlighter" id="highlighter_1"><div class="lines">\
            <div class="line alt1"><table><tr><td class="number"><code>1</code></td><td class="content"><code class="keyword">var</code> a;</td></tr></table></div>\
            <div class="line alt2"><table><tr><td class="number"><code>2</code></td><td class="content"><code class="spaces">&nbsp;&nbsp;</code>b();</td></tr></table></div>\
            </div></div>
            """)
        #expect(body.code.map(\.code) == ["var a;\n  b();"])
    }
}
