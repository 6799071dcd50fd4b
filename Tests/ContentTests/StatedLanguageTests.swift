import Content
import Testing

/// A language the markup states is kept, in each highlighter's and editor's way of stating it:
/// known aliases become one name, any other well-formed name is kept lowercased, and class
/// words that are not languages never become one.
@Suite struct StatedLanguageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let html: String
        let language: String?
        var testDescription: String { html }
    }

    static let cases: [Case] = [
        // Prism
        Case(html: "<pre class=\"language-elixir\"><code class=\"language-elixir\">x</code></pre>", language: "elixir"),
        Case(html: "<pre class=\"line-numbers\"><code class=\"language-objective_c\">x</code></pre>", language: "objc"),
        // highlight.js
        Case(html: "<pre><code class=\"lang-hcl\">x</code></pre>", language: "hcl"),
        Case(html: "<pre><code class=\"hljs clojure\">x</code></pre>", language: "clojure"),
        Case(html: "<pre><code class=\"hljs py3\">x</code></pre>", language: "python"),
        Case(html: "<pre><code class=\"hljs\">x</code></pre>", language: nil),
        // Google Prettify
        Case(html: "<pre class=\"prettyprint linenums lang-dart\">x</pre>", language: "dart"),
        Case(html: "<pre class=\"prettyprint notranslate\">x</pre>", language: nil),
        // Pygments / Sphinx: `highlight-default` is Sphinx's default lexer, Python.
        Case(html: "<div class=\"highlight-doscon notranslate\"><div class=\"highlight\"><pre><span></span>x</pre></div></div>", language: "doscon"),
        Case(html: "<div class=\"highlight-default notranslate\"><div class=\"highlight\"><pre><span></span>x</pre></div></div>", language: "python"),
        Case(html: "<div class=\"highlight-console notranslate\"><div class=\"highlight\"><pre>x</pre></div></div>", language: "shell"),
        Case(html: "<div class=\"highlight-none notranslate\"><div class=\"highlight\"><pre>x</pre></div></div>", language: nil),
        // SyntaxHighlighter, input and rendered forms
        Case(html: "<pre class=\"brush: powershell; gutter: true\">x</pre>", language: "powershell"),
        Case(html: "<pre class=\"brush: bash; title: ; notranslate\">x</pre>", language: "shell"),
        Case(html: "<div class=\"syntaxhighlighter nogutter  erlang\"><table><tbody><tr><td class=\"code\"><div class=\"container\">"
            + "<div class=\"line number1 index0 alt2\"><code class=\"erlang plain\">x</code></div></div></td></tr></tbody></table></div>",
            language: "erlang"),
        // SyntaxHighlighter Evolved block: its comment, also when wpautop wrapped it in a <p> (a
        // block post shown without the block editor), and its 3.x class with the brush after it.
        Case(html: "<!-- wp:syntaxhighlighter/code {\"language\":\"csharp\"} -->\n<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>",
             language: "csharp"),
        Case(html: "<p>a</p>\n<p><!-- wp:syntaxhighlighter/code {\"language\":\"xml\"} --></p>\n"
            + "<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>\n<p><!-- /wp:syntaxhighlighter/code --></p>", language: "xml"),
        Case(html: "<p><!-- wp:syntaxhighlighter/code {\"language\":\"csharp\"} --></p>\n"
            + "<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>", language: "csharp"),
        Case(html: "<p>Text <!-- wp:syntaxhighlighter/code {\"language\":\"csharp\"} --></p>\n"
            + "<pre class=\"wp-block-syntaxhighlighter-code\">x</pre>", language: nil),
        Case(html: "<pre class=\"wp-block-syntaxhighlighter-code brush: csharp; notranslate\">x</pre>", language: "csharp"),
        // Hugo / Chroma
        Case(html: "<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-toml\" data-lang=\"toml\">"
            + "<span class=\"line\"><span class=\"cl\">x</span></span></code></pre></div>", language: "toml"),
        Case(html: "<div class=\"highlight\"><pre tabindex=\"0\" style=\"color:#f8f8f2\"><code class=\"language-julia\" data-lang=\"julia\">x</code></pre></div>",
             language: "julia"),
        Case(html: "<div class=\"highlight\"><pre class=\"chroma\"><code data-lang=\"sh\">x</code></pre></div>", language: "shell"),
        // Hexo
        Case(html: "<figure class=\"highlight elixir\"><table><tr><td class=\"gutter\"><pre><span class=\"line\">1</span><br></pre></td>"
            + "<td class=\"code\"><pre><span class=\"line\">x</span><br></pre></td></tr></table></figure>", language: "elixir"),
        Case(html: "<figure class=\"highlight objc\"><table><tr><td class=\"code\"><pre><span class=\"line\">x</span><br></pre></td></tr></table></figure>",
             language: "objc"),
        Case(html: "<figure class=\"highlight plain\"><table><tr><td class=\"code\"><pre><span class=\"line\">x</span><br></pre></td></tr></table></figure>",
             language: nil),
        // Rouge (Jekyll, middleman-syntax)
        Case(html: "<pre class=\"highlight objective_c\"><code>x</code></pre>", language: "objc"),
        Case(html: "<div class=\"highlight\"><pre class=\"highlight terraform\"><code>x</code></pre></div>", language: "terraform"),
        Case(html: "<div class=\"language-graphql highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code>x</code></pre></div></div>",
             language: "graphql"),
        Case(html: "<div class=\"language-ruby highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code>x</code></pre></div></div>",
             language: "ruby"),
        // pandoc
        Case(html: "<div class=\"sourceCode\" id=\"cb1\"><pre class=\"sourceCode haskell\"><code class=\"sourceCode haskell\">"
            + "<span id=\"cb1-1\"><a href=\"#cb1-1\" aria-hidden=\"true\" tabindex=\"-1\"></a>x</span></code></pre></div>", language: "haskell"),
        Case(html: "<div class=\"sourceCode\"><pre class=\"sourceCode py\"><code class=\"sourceCode py\">x</code></pre></div>", language: "python"),
        Case(html: "<div class=\"sourceCode\"><pre class=\"sourceCode r\"><code class=\"sourceCode r\">x</code></pre></div>", language: "r"),
        // WordPress shortcodes and GeSHi
        Case(html: "<p>[sourcecode language=\"powershell\"]Get-Item[/sourcecode]</p>", language: "powershell"),
        Case(html: "<p>[code lang=\"shell-session\"]ls[/code]</p>", language: "shell"),
        Case(html: "<div class=\"wp_syntax\"><table><tr><td class=\"code\"><pre class=\"vim\" style=\"font-family:monospace;\">x</pre></td></tr></table></div>",
             language: "vim"),
        // `<pre lang>` and bare class words: only known names count when nothing marks the class as a language.
        Case(html: "<pre lang=\"Dockerfile\">x</pre>", language: "dockerfile"),
        Case(html: "<pre class=\"python\">x</pre>", language: "python"),
        Case(html: "<pre class=\"wp-block-code\"><code>x</code></pre>", language: nil),
        Case(html: "<pre class=\"notranslate highlight\">x</pre>", language: nil),
        // Not well-formed: never a language.
        Case(html: "<pre><code class=\"language-{{lang}}\">x</code></pre>", language: nil),
        Case(html: "<pre lang=\"c c\">x</pre>", language: nil),
        Case(html: "<pre lang=\"\(String(repeating: "a", count: LanguageName.maximumLength + 1))\">x</pre>", language: nil),
    ]

    @Test(arguments: cases + bareClassCases)
    func statedLanguage(_ testCase: Case) {
        let body = HTMLConverter().convert(html: testCase.html)
        #expect(body.code.map(\.language) == [testCase.language])
    }

    /// A bare class word (no `language-` prefix, no highlighter marker beside it) states a
    /// language only when the alias table knows it, on the `<pre>` or its `<code>`, whichever
    /// highlighter's markup holds them.
    static let bareClassCases: [Case] = [
        // Octopress: its Pygments table inside figure.code (the gutter <pre> has no language).
        Case(html: "<figure class='code'><figcaption><span></span></figcaption><div class=\"highlight\"><table><tr><td class=\"gutter\">"
            + "<pre class=\"line-numbers\"><span class='line-number'>1</span>\n</pre></td><td class='code'><pre><code class='bash'>"
            + "<span class='line'>ls\n</span></code></pre></td></tr></table></div></figure>", language: "shell"),
        Case(html: "<figure class='code'><div class='highlight'><table><td class='gutter'><pre class='line-numbers'>1\n</pre></td>"
            + "<td class='code'><pre><code class='c++'><span class='line'>x\n</span></code></pre></td></tr></table></div></figure>", language: "cpp"),
        Case(html: "<figure class='code'><div class='highlight'><table><td class='code'><pre><code class='plain'>"
            + "<span class='line'>x\n</span></code></pre></td></tr></table></div></figure>", language: nil),
        Case(html: "<figure class='code'><div class='highlight'><table><td class='code'><pre><code class=''>"
            + "<span class='line'>x\n</span></code></pre></td></tr></table></div></figure>", language: nil),
        // Pygments without a table, Rouge's figure, Chroma: a bare class on the <code>.
        Case(html: "<div class=\"highlight\"><pre><code class=\"ruby\">x</code></pre></div>", language: "ruby"),
        Case(html: "<figure class=\"highlight\"><pre><code class=\"yaml\">x</code></pre></figure>", language: "yaml"),
        // Jekyll/kramdown `{: .ruby}` and hand-written posts.
        Case(html: "<pre><code class=\"ruby\">x</code></pre>", language: "ruby"),
        Case(html: "<pre class=\"js\">x</pre>", language: "javascript"),
        // docutils `.. code:: LANG`: the word between `code` and `literal-block` is the stated
        // language, known or not; `literal-block` alone (a `::` block) states none.
        Case(html: "<pre class=\"code docker literal-block\">x</pre>", language: "dockerfile"),
        Case(html: "<pre class=\"code robotframework literal-block\">x</pre>", language: "robotframework"),
        Case(html: "<pre class=\"code literal-block\">x</pre>", language: nil),
        Case(html: "<pre class=\"literal-block\">x</pre>", language: nil),
        // `console` is the table's (and Pygments') name for a shell session: a language, deliberately.
        Case(html: "<pre class=\"console\">$ ls</pre>", language: "shell"),
        // Class words that are not languages, alone or together.
        Case(html: "<pre class=\"code\">x</pre>", language: nil),
        Case(html: "<pre><code class=\"text\">x</code></pre>", language: nil),
        Case(html: "<pre class=\"plain\">x</pre>", language: nil),
        Case(html: "<pre class=\"plaintext\">x</pre>", language: nil),
        Case(html: "<pre class=\"none\">x</pre>", language: nil),
        Case(html: "<pre><code class=\"nohighlight\">x</code></pre>", language: nil),
        Case(html: "<pre class=\"block\">x</pre>", language: nil),
        Case(html: "<pre class=\"output\">x</pre>", language: nil),
        Case(html: "<pre class=\"line wrap\">x</pre>", language: nil),
        Case(html: "<pre class=\"js-foo\">x</pre>", language: nil),
        Case(html: "<pre class=\"highlight\"><code class=\"code\">x</code></pre>", language: nil),
        Case(html: "<div class=\"highlight\"><pre><code class=\"block output\">x</code></pre></div>", language: nil),
    ]

    @Test func longestWellFormedNameIsKept() {
        let name = String(repeating: "a", count: LanguageName.maximumLength)
        let body = HTMLConverter().convert(html: "<pre lang=\"\(name)\">x</pre>")
        #expect(body.code.map(\.language) == [name])
    }

    @Test func displayNamesComeFromTheSameTable() {
        #expect(LanguageName.displayName(of: "objc") == "Objective-C")
        #expect(LanguageName.displayName(of: "csharp") == "C#")
        #expect(LanguageName.displayName(of: "powershell") == "PowerShell")
        #expect(LanguageName.displayName(of: "elixir") == "Elixir")
        #expect(LanguageName.displayName(of: "brainfuck") == "brainfuck")
        // Every canonical name normalizes to itself and has a display name.
        for name in LanguageName.canonicalNames {
            #expect(LanguageName.normalized(name) == name)
            #expect(!LanguageName.displayName(of: name).isEmpty)
        }
    }
}
