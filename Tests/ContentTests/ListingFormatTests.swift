import Content
import Testing

/// Every listing format the converter knows, from a fixture in `Fixtures/listings` or inline:
/// the code comes out exactly, without highlighter markup or line numbers, with its language.
@Suite struct ListingFormatTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let fixture: String
        let language: String?
        let code: String
        var testDescription: String { fixture }
    }

    static let fileCases: [Case] = [
        Case(fixture: "geshi-codebox-line-numbers", language: "objc", code: "if (x < 3) {\n\n    NSLog(@\"a & b\");    "),
        Case(fixture: "geshi-wp-syntax", language: "php", code: "<?php\necho \"&amp;\";"),
        Case(fixture: "geshi-ol", language: "python", code: "def f():\n    return 1"),
        Case(fixture: "pygments-table", language: "python", code: "def f():\n    return 1"),
        Case(fixture: "pygments-inline-numbers", language: "yaml", code: "a: 1\nb: 2"),
        Case(fixture: "rouge-jekyll", language: "ruby", code: "def hi\n  puts \"hi\"\nend"),
        Case(fixture: "rouge-table", language: "ruby", code: "puts 1\nputs 2"),
        Case(fixture: "chroma-inline-numbers", language: "go", code: "func main() {\n\tfmt.Println(\"hi\")\n}"),
        Case(fixture: "chroma-table", language: "rust", code: "fn main() {}\n// done"),
        // Chroma with inline styles (Hugo's default noClasses) in table mode: the numbers are a <pre> of their own.
        Case(fixture: "chroma-inline-style-table", language: "go", code: "a()\nb()"),
        Case(fixture: "crayon-lines", language: "python", code: "def f():\n    return 1"),
        Case(fixture: "crayon-plain", language: "php", code: "<?php echo \"x & y\"; ?>"),
        Case(fixture: "syntaxhighlighter-rendered", language: "javascript", code: "var a = 1;\n  alert(a);"),
        Case(fixture: "shortcode-paragraphs", language: "python",
             code: "def greet(name):\n    print(\"Hello, \" + name)\n\ngreet('world') -- done"),
        Case(fixture: "cdata-pasted", language: nil, code: "function handle(e) {\n  return e && e.target;\n}"),
    ]

    @Test(arguments: fileCases)
    func fixtureListing(_ testCase: Case) throws {
        let body = HTMLConverter().convert(html: try Fixtures.text("listings/\(testCase.fixture).html"))
        #expect(body.code == [CodeListing(language: testCase.language, code: testCase.code)])
        #expect(body.markdown.contains("``` \(testCase.language ?? "")".trimmingSpaces + "\n" + testCase.code + "\n```"))
    }

    static let inlineCases: [Case] = [
        Case(fixture: "<pre class=\"language-swift\"><code>let x = 1</code></pre>", language: "swift", code: "let x = 1"),
        Case(fixture: "<pre><code class=\"lang-js\">a &amp;&amp; b</code></pre>", language: "javascript", code: "a && b"),
        Case(fixture: "<pre><code class=\"hljs python\"><span class=\"hljs-keyword\">pass</span></code></pre>", language: "python", code: "pass"),
        Case(fixture: "<pre class=\"line-numbers language-css\"><code>a { }<span class=\"line-numbers-rows\"><span></span></span></code></pre>",
             language: "css", code: "a { }"),
        Case(fixture: "<pre class=\"prettyprint lang-sh linenums\"><ol class=\"linenums\"><li class=\"L0\">ls</li><li class=\"L1\">pwd</li></ol></pre>",
             language: "shell", code: "ls\npwd"),
        Case(fixture: "<pre class=\"brush: php; gutter: true\">echo 1;\necho 2;</pre>", language: "php", code: "echo 1;\necho 2;"),
        Case(fixture: "<script type=\"syntaxhighlighter\" class=\"brush: js\"><![CDATA[\nif (a < b) { go(); }\n]]></script>",
             language: "javascript", code: "if (a < b) { go(); }"),
        Case(fixture: "<pre lang=\"ruby\" line=\"1\">puts 1</pre>", language: "ruby", code: "puts 1"),
        Case(fixture: "<pre>plain\n\ttabbed   \n</pre>", language: nil, code: "plain\n\ttabbed   "),
        // WordPress's &#13; before CRLF line ends (CR CR LF) is one line break; old Mac CRs each one.
        Case(fixture: "<pre class=\"brush: js\">var a;&#13;\r\nvar b;&#13;\r\n</pre>", language: "javascript", code: "var a;\nvar b;"),
        Case(fixture: "<pre>mac\r\rclassic\rend</pre>", language: nil, code: "mac\n\nclassic\nend"),
        Case(fixture: "<pre><code>first<br>second<br />third</code></pre>", language: nil, code: "first\nsecond\nthird"),
        Case(fixture: "<pre>\n\n  indented&nbsp;line\n\n</pre>", language: nil, code: "\n  indented line"),
        Case(fixture: "<pre>[php]echo 'x';[/php]</pre>", language: "php", code: "echo 'x';"),
        Case(fixture: "<p>[code lang=js]var a = &#8220;x&#8221; &#215; 2;[/code]</p>", language: "javascript", code: "var a = \"x\" x 2;"),
        Case(fixture: "<p>[php]<br />\n$a = &#8216;b&#8217;&#8230;<br />\n$i&#8211;;<br />\n[/php]</p>", language: "php", code: "$a = 'b'...\n$i--;"),
        Case(fixture: "<p><code>if (a) {<br />\n    b();<br />\n}</code></p>", language: nil, code: "if (a) {\n    b();\n}"),
        Case(fixture: "<div class=\"highlight\"><pre><span class=\"n\">x</span> <span class=\"o\">=</span> <span class=\"mi\">1</span></pre></div>",
             language: nil, code: "x = 1"),
        // codesnip after wpautop (blog.hackerforhire.org): the code's blank lines became paragraph breaks.
        Case(fixture: """
            <div class="codesnip-container" >
              <div class="php codesnip">
                <span class="kw2">function</span> f<span class="br0">&#40;</span><span class="br0">&#41;</span> <span class="br0">&#123;</span><br /> &nbsp; &nbsp;<span class="kw1">return</span> <span class="nu0">1</span><span class="sy0">;</span><br /> <span class="br0">&#125;</span></p> \n
                <p>
                  sajax_export<span class="br0">&#40;</span><span class="st0">"f"</span><span class="br0">&#41;</span><span class="sy0">;</span>
                </p>
              </div>
            </div>
            """, language: "php", code: "function f() {\n   return 1;\n}\n\nsajax_export(\"f\");"),
        // Code Block Pro: the header label names the language; the hidden copy button's <pre> is no second listing.
        Case(fixture: """
            <div class="wp-block-kevinbatdorf-code-block-pro cbp-has-line-numbers"><span style="display:flex"><span style="border-bottom:1px solid">Bash</span></span>\
            <span class="code-block-pro-copy-button" style="display:none"><pre class="code-block-pro-copy-button-pre"><textarea class="code-block-pro-copy-button-textarea">groupadd www</textarea></pre></span>\
            <pre class="shiki light-plus"><code><span class="line"><span style="color: #795E26">groupadd</span><span style="color: #000000"> </span><span style="color: #A31515">www</span></span></code></pre></div>
            """, language: "shell", code: "groupadd www"),
        // Code Block Pro as WordPress saves it: the language is an attribute of the block comment.
        Case(fixture: """
            <!-- wp:kevinbatdorf/code-block-pro {"code":"print(c)","language":"python","theme":"dark-plus"} -->
            <div class="wp-block-kevinbatdorf-code-block-pro"><pre class="shiki dark-plus"><code><span class="line">print(c)</span></code></pre></div>
            <!-- /wp:kevinbatdorf/code-block-pro -->
            """, language: "python", code: "print(c)"),
        // Urvanov Syntax Highlighter, Crayon's fork: its own container and textarea classes, Crayon's line classes.
        Case(fixture: """
            <div id="urvanov-syntax-highlighter-1" class="urvanov-syntax-highlighter-syntax crayon-theme-sublime-text print-yes notranslate">
            <div class="crayon-toolbar"><span class="crayon-title"></span><div class="crayon-tools"><span class="crayon-language">Shell</span></div></div>
            <div class="urvanov-syntax-highlighter-plain-wrap"><textarea wrap="soft" class="urvanov-syntax-highlighter-plain print-no" readonly>
            curl -sL https://deb.nodesource.com/setup_14.x | sudo -E bash -</textarea></div>
            <div class="urvanov-syntax-highlighter-main"><table class="crayon-table"><tr class="urvanov-syntax-highlighter-row">
            <td class="crayon-nums " data-settings="show"><div class="urvanov-syntax-highlighter-nums-content"><div class="crayon-num">1</div></div></td>
            <td class="urvanov-syntax-highlighter-code"><div class="crayon-pre"><div class="crayon-line">curl -sL https://deb.nodesource.com/setup_14.x | sudo -E bash -</div></div></td>
            </tr></table></div></div>
            """, language: "shell", code: "curl -sL https://deb.nodesource.com/setup_14.x | sudo -E bash -"),
        // GitHub's rendered Markdown (releases.atom, READMEs): the language is the TextMate scope after `highlight-`.
        Case(fixture: """
            <div class="highlight highlight-source-shell notranslate position-relative overflow-auto" data-snippet-clipboard-copy-content="npm i x
            # or"><pre>npm i x
            <span class="pl-c"><span class="pl-c">#</span> or</span></pre></div>
            """, language: "shell", code: "npm i x\n# or"),
        Case(fixture: "<div class=\"highlight highlight-text-html-basic notranslate\"><pre>&lt;p&gt;</pre></div>", language: "html", code: "<p>"),
        Case(fixture: "<div class=\"highlight highlight-source-c++ notranslate\"><pre>int a;</pre></div>", language: "cpp", code: "int a;"),
        // Material for MkDocs (pymdownx.highlight, as on redis.github.io/lettuce): the language is on the wrapper.
        Case(fixture: """
            <div class="language-xml highlight"><pre><span></span><code><span id="__span-0-1"><a id="__codelineno-0-1" name="__codelineno-0-1" href="#__codelineno-0-1"></a><span class="nt">&lt;dependency&gt;</span>
            </span><span id="__span-0-2"><a id="__codelineno-0-2" name="__codelineno-0-2" href="#__codelineno-0-2"></a><span class="w">  </span><span class="nt">&lt;groupId&gt;</span>io.lettuce<span class="nt">&lt;/groupId&gt;</span>
            </span></code></pre></div>
            """, language: "xml", code: "<dependency>\n  <groupId>io.lettuce</groupId>"),
        // Chroma with inline styles (Hugo's default noClasses, goldmark-highlighting), line numbers inline:
        // no class to go by, the numbers are the user-select:none spans.
        Case(fixture: """
            <pre style="color:#f8f8f2;background-color:#272822;"><code><span style="display:flex;"><span style="white-space:pre;-webkit-user-select:none;user-select:none;margin-right:0.4em;padding:0 0.4em 0 0.4em;color:#7f7f7f">1</span><span>print(<span style="color:#e6db74">&#34;Hello, World!&#34;</span>)
            </span></span><span style="display:flex;"><span style="white-space:pre;-webkit-user-select:none;user-select:none;margin-right:0.4em;padding:0 0.4em 0 0.4em;color:#7f7f7f">2</span><span>
            </span></span></code></pre>
            """, language: nil, code: "print(\"Hello, World!\")"),
        // highlightjs-line-numbers: one table row per line, numbers drawn by CSS from data-line-number.
        Case(fixture: """
            <pre><code class="hljs language-javascript"><table class="hljs-ln"><tbody>\
            <tr><td class="hljs-ln-line hljs-ln-numbers" data-line-number="1"><div class="hljs-ln-n" data-line-number="1"></div></td>\
            <td class="hljs-ln-line hljs-ln-code" data-line-number="1">a();</td></tr>\
            <tr><td class="hljs-ln-line hljs-ln-numbers" data-line-number="2"><div class="hljs-ln-n" data-line-number="2"></div></td>\
            <td class="hljs-ln-line hljs-ln-code" data-line-number="2">
            </td></tr>\
            <tr><td class="hljs-ln-line hljs-ln-numbers" data-line-number="3"><div class="hljs-ln-n" data-line-number="3"></div></td>\
            <td class="hljs-ln-line hljs-ln-code" data-line-number="3">  b();</td></tr></tbody></table></code></pre>
            """, language: "javascript", code: "a();\n\n  b();"),
        // Hugo's highlighted lines (`hl_lines`) wrap a line and its newline in span.hl, in both columns.
        Case(fixture: """
            <div class="highlight"><div class="chroma"><table class="lntable"><tr><td class="lntd">
            <pre class="chroma"><code><span class="lnt">1
            </span><span class="hl"><span class="lnt">2
            </span></span><span class="lnt">3
            </span></code></pre></td><td class="lntd">
            <pre class="chroma"><code class="language-json" data-lang="json">{
            <span class="hl">  <span class="s2">&#34;a&#34;</span>: 1
            </span>}</code></pre></td></tr></table></div></div>
            """, language: "json", code: "{\n  \"a\": 1\n}"),
    ]

    @Test(arguments: inlineCases)
    func inlineListing(_ testCase: Case) {
        let body = HTMLConverter().convert(html: testCase.fixture)
        #expect(body.code == [CodeListing(language: testCase.language, code: testCase.code)])
    }

    @Test func listingsStayInDocumentOrderAndOutOfProse() {
        let body = HTMLConverter().convert(html: "<p>One</p><pre lang=\"c\">a();</pre><p>Two</p><pre lang=\"go\">b()</pre>")
        #expect(body.code.map(\.language) == ["c", "go"])
        #expect(body.text == "One\n\nTwo")
    }

    @Test func codeContainingFencesSurvivesTheRoundTrip() {
        let code = "```\nnot a fence\n````"
        let body = HTMLConverter().convert(html: "<pre lang=\"text\">\(code)</pre>")
        #expect(body.code == [CodeListing(language: nil, code: code)])
        #expect(body.html == "<pre><code>\(code)\n</code></pre>\n")
    }

    @Test func lineCountCountsLines() {
        let body = HTMLConverter().convert(html: "<pre>a\nb\nc</pre>")
        #expect(body.code.first?.lineCount == 3)
    }

    /// The count read from the bytes agrees with the count of the listing's characters split at
    /// line feeds, CR LF pairs, combining marks after a line feed and empty lines included.
    @Test func lineCountAgreesWithSplittingCharacters() {
        let pieces = ["a", "\n", "\r", "\r\n", "\u{301}", " ", "é", "日本", "\n\n", "\t"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let code = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let characters = code.isEmpty ? 0 : code.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(CodeListing(language: nil, code: code).lineCount == characters, "\(code.debugDescription)")
        }
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
