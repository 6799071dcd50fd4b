import Content
import Testing

/// Code keeps every character a reader sees: trailing spaces and tabs, whitespace-only lines,
/// tabs and leading blank lines, in both the Markdown fence and `code[]`.
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
        let body = HTMLConverter().convert(html: testCase.html)
        #expect(body.code.map(\.code) == [testCase.code])
        #expect(body.markdown.contains("\n" + testCase.code + "\n```"), "fence: \(body.markdown)")
    }
}
