import Content
import Testing

/// Code keeps every character a reader sees: trailing spaces and tabs, whitespace-only lines,
/// tabs and leading blank lines, in both the Markdown fence and `code[]`. A no-break space is kept
/// as U+00A0, except in highlighter markup that writes the code's own spaces as `&nbsp;`: there it
/// is a space, and GeSHi's `&nbsp;` standing alone for an empty line is an empty line.
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
        Case(name: "leading blank line and tab", html: "<pre>\n\n\tindented\u{A0}x</pre>", code: "\n\tindented\u{A0}x"),
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

    static let kept: [Case] = [
        Case(name: "plain pre, entity and character", html: "<pre>a&nbsp;b&#160;c\u{A0}d</pre>", code: "a\u{A0}b\u{A0}c\u{A0}d"),
        Case(name: "pre code", html: "<pre><code>x =&nbsp;1</code></pre>", code: "x =\u{A0}1"),
        Case(name: "Prism", html: "<pre class=\"language-js\"><code>'&nbsp;'</code></pre>", code: "'\u{A0}'"),
        Case(name: "Rouge", html: """
            <div class="language-ruby highlighter-rouge"><div class="highlight"><pre class="highlight"><code>s = "&nbsp;"
            </code></pre></div></div>
            """, code: "s = \"\u{A0}\""),
        Case(name: "SyntaxHighlighter input", html: "<pre class=\"brush: php\">$a =&nbsp;1;</pre>", code: "$a =\u{A0}1;"),
        Case(name: "Enlighter", html: "<pre class=\"EnlighterJSRAW\" data-enlighter-language=\"c\">a&nbsp;b</pre>", code: "a\u{A0}b"),
        Case(name: "leading no-break space line", html: "<pre>\n&nbsp;\nx</pre>", code: "\u{A0}\nx"),
    ]

    @Test(arguments: kept)
    func noBreakSpaceIsKeptInPre(_ testCase: Case) {
        expectListing(testCase)
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
            """, code: "a\n\nb\u{A0}c"),
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
