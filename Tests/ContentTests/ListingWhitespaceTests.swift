import Content
import Testing

/// Code keeps every character a reader sees: trailing spaces and tabs, whitespace-only lines,
/// tabs and leading blank lines, in both the Markdown fence and `code[]`. A no-break space
/// (`&nbsp;`, `&#160;` or U+00A0 as written) is a space in every listing: editors write it for
/// indentation, and code copied with U+00A0 in it does not compile or run. GeSHi's `&nbsp;`
/// standing alone for an empty line is an empty line.
@Suite struct ListingWhitespaceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let html: String
        let code: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "plain pre, shell prompts", html: "<pre>$ \nls -l\n$ </pre>", code: "$ \nls -l\n$ "),
        Case(name: "pre code, diff lines", html: "<pre><code class=\"language-diff\">-old  \n+new\t\n \n</code></pre>",
             code: "-old  \n+new\t\n "),
        Case(name: "leading blank line and tab", html: "<pre>\n\n\tindented\u{A0}x</pre>", code: "\n\tindented x"),
        Case(name: "Rouge", html: """
            <div class="language-shell highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="gp">$ </span>
            <span class="nb">echo</span> hi  
            </code></pre></div></div>
            """, code: "$ \necho hi  "),
        Case(name: "Pygments", html: """
            <div class="highlight"><pre><span></span><span class="gd">-old  </span>
            <span class="gi">+new</span>
            </pre></div>
            """, code: "-old  \n+new"),
        Case(name: "Crayon whitespace-only line", html: """
            <div class="crayon-syntax"><div class="crayon-main"><table class="crayon-table"><tr class="crayon-row">\
            <td class="crayon-code"><div class="crayon-pre"><div class="crayon-line">a</div>\
            <div class="crayon-line"><span class="crayon-h">&nbsp;&nbsp;</span></div>\
            <div class="crayon-line">b<span class="crayon-h"> </span></div></div></td></tr></table></div></div>
            """, code: "a\n  \nb "),
    ]

    @Test(arguments: cases)
    func codeIsKeptAsWritten(_ testCase: Case) {
        expectListing(testCase)
    }

    static let inPre: [Case] = [
        Case(name: "plain pre, entity and character", html: "<pre>a&nbsp;b&#160;c\u{A0}d</pre>", code: "a b c d"),
        Case(name: "pre code", html: "<pre><code>x =&nbsp;1</code></pre>", code: "x = 1"),
        Case(name: "Prism", html: "<pre class=\"language-js\"><code>'&nbsp;'</code></pre>", code: "' '"),
        Case(name: "Rouge", html: """
            <div class="language-ruby highlighter-rouge"><div class="highlight"><pre class="highlight"><code>s = "&nbsp;"
            </code></pre></div></div>
            """, code: "s = \" \""),
        Case(name: "Pygments", html: "<div class=\"highlight\"><pre><span class=\"k\">def</span>&nbsp;f():\n&nbsp;&nbsp;&nbsp;&nbsp;pass</pre></div>",
             code: "def f():\n    pass"),
        Case(name: "SyntaxHighlighter input", html: "<pre class=\"brush: php\">$a =&nbsp;1;</pre>", code: "$a = 1;"),
        Case(name: "SyntaxHighlighter Evolved block", html: """
            <!-- wp:syntaxhighlighter/code {"language":"python"} -->
            <pre class="wp-block-syntaxhighlighter-code">if a:
            &nbsp; &nbsp; b()</pre>
            <!-- /wp:syntaxhighlighter/code -->
            """, code: "if a:\n    b()"),
        Case(name: "Gutenberg code block", html: "<pre class=\"wp-block-code\"><code>if a:\n\u{A0}\u{A0}b()</code></pre>", code: "if a:\n  b()"),
        Case(name: "Enlighter", html: "<pre class=\"EnlighterJSRAW\" data-enlighter-language=\"c\">a&nbsp;b</pre>", code: "a b"),
        Case(name: "GeSHi in pre", html: "<div class=\"wp_syntax\"><table><tr><td class=\"code\"><pre class=\"c\">b&nbsp;c</pre></td></tr></table></div>",
             code: "b c"),
        Case(name: "leading no-break space line", html: "<pre>\n&nbsp;\nx</pre>", code: " \nx"),
    ]

    @Test(arguments: inPre)
    func noBreakSpaceIsASpaceInEveryListing(_ testCase: Case) {
        expectListing(testCase)
    }

    @Test func noBreakSpaceInProseIsLeftToProse() {
        let body = HTMLConverter().convert(html: "<p>10&nbsp;km</p><pre>10&nbsp;km</pre>")
        #expect(body.code.map(\.code) == ["10 km"])
        #expect(body.markdown.hasPrefix("10 km\n"))
    }

    static let spaces: [Case] = [
        Case(name: "codesnip div", html: """
            <div class="codesnip-container" ><div class="php codesnip">if<br />&nbsp; &nbsp; a();</div></div>
            """, code: "if\n    a();"),
        Case(name: "codesnip div with CRLF source", html: "<div class=\"php codesnip\">\r\n  if<br />\r\n&nbsp; b();\r\n</div>",
             code: "if\n  b();"),
        Case(name: "GeSHi empty-line filler in pre", html: "<pre class=\"bash codesnip\">a\n&nbsp;\nb</pre>", code: "a\n\nb"),
        Case(name: "GeSHi table filler", html: """
            <div class="wp_syntax"><table><tr><td class="code"><pre class="c">a
            &nbsp;
            b&nbsp;c</pre></td></tr></table></div>
            """, code: "a\n\nb c"),
        Case(name: "GeSHi div with ol", html: """
            <div class="php"><ol><li class="li1"><div class="de1">if&nbsp;(a)</div></li><li class="li2"><div class="de2">&nbsp;&nbsp;b();</div></li></ol></div>
            """, code: "if (a)\n  b();"),
        Case(name: "SyntaxHighlighter rendered", html: """
            <div class="syntaxhighlighter js"><table><tr><td class="code"><div class="container">\
            <div class="line number1"><code class="js spaces">&nbsp;&nbsp;</code><code class="js plain">a();</code></div></div></td></tr></table></div>
            """, code: "  a();"),
        Case(name: "SyntaxHighlighter empty-line filler", html: """
            <div class="syntaxhighlighter js"><table><tr><td class="code"><div class="container">\
            <div class="line number1"><code class="js plain">a();</code></div><div class="line number2">&nbsp;</div>\
            <div class="line number3"><code class="js plain">b();</code></div></div></td></tr></table></div>
            """, code: "a();\n\nb();"),
        Case(name: "Crayon line", html: """
            <div class="crayon-syntax"><div class="crayon-main"><table class="crayon-table"><tr class="crayon-row">\
            <td class="crayon-code"><div class="crayon-pre"><div class="crayon-line"><span class="crayon-h">&nbsp;&nbsp;</span>x</div></div></td></tr></table></div></div>
            """, code: "  x"),
        Case(name: "Crayon empty-line filler", html: """
            <div class="crayon-syntax"><div class="crayon-main"><table class="crayon-table"><tr class="crayon-row">\
            <td class="crayon-code"><div class="crayon-pre"><div class="crayon-line">a</div><div class="crayon-line">&nbsp;</div>\
            <div class="crayon-line">b</div></div></td></tr></table></div></div>
            """, code: "a\n\nb"),
        Case(name: "WordPress visual editor code paragraph", html: "<p><code>if (a) {<br />\n&nbsp;&nbsp;b();<br />\n}</code></p>",
             code: "if (a) {\n  b();\n}"),
    ]

    @Test(arguments: spaces)
    func noBreakSpaceIsASpaceWhereTheHighlighterWritesSpacesSo(_ testCase: Case) {
        expectListing(testCase)
    }

    /// The case's HTML converts to its one listing, in `code[]` and as the end of a fence.
    private func expectListing(_ testCase: Case) {
        let body = HTMLConverter().convert(html: testCase.html)
        #expect(body.code.map(\.code) == [testCase.code])
        #expect(body.markdown.contains("\n" + testCase.code + "\n```"), "fence: \(body.markdown)")
    }
}
