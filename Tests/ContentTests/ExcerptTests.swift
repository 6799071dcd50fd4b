import Content
import Testing

@Suite("Excerpt.html")
struct ExcerptTests {
    @Test("a post shorter than the budget is kept whole, without an ellipsis")
    func shortPost() {
        #expect(Excerpt.html(markdown: "Hello *world*.", words: 55) == "<p>Hello <em>world</em>.</p>")
    }

    @Test("a long paragraph is cut on a word boundary and ends with an ellipsis")
    func wordBoundary() {
        let html = Excerpt.html(markdown: "one two three, four five six", words: 3)
        #expect(html == "<p>one two three…</p>")
    }

    @Test("a short link straddling the limit is kept whole")
    func shortLinkStraddling() {
        let markdown = "one two three four five six seven [eight nine](http://e.com/a) ten eleven"
        #expect(Excerpt.html(markdown: markdown, words: 8)
            == #"<p>one two three four five six seven <a href="http://e.com/a">eight nine</a>…</p>"#)
    }

    @Test("the punctuation and spaces before the cut go, the ellipsis follows the last word", arguments: [
        ("one two three, four five six", "<p>one two three…</p>"),
        ("one two three; four five six", "<p>one two three…</p>"),
        ("one two three – four five six", "<p>one two three…</p>"),
        ("one two three: — four five six", "<p>one two three…</p>"),
        ("one two thrée, four five six", "<p>one two thrée…</p>"),
    ])
    func punctuationBeforeTheEllipsis(markdown: String, excerpt: String) {
        #expect(Excerpt.html(markdown: markdown, words: 3) == excerpt)
    }

    @Test("a long link straddling the limit is left out rather than cut")
    func longLinkStraddling() {
        let markdown = "one two three four five six seven [eight nine ten eleven twelve](http://e.com) more"
        #expect(Excerpt.html(markdown: markdown, words: 8) == "<p>one two three four five six seven…</p>")
    }

    @Test("a post that is one long link keeps its text, cut, without the link or its URL")
    func oneLongLink() {
        let words = (1...100).map { "word\($0)" }.joined(separator: " ")
        let html = Excerpt.html(markdown: "[\(words)](http://example.com/very/long/url)", words: 10)
        #expect(html == "<p>word1 word2 word3 word4 word5 word6 word7 word8 word9 word10…</p>")
    }

    @Test("emphasis straddling the limit is kept whole or left out, never left open")
    func emphasisStraddling() {
        #expect(Excerpt.html(markdown: "a b c *d e* f g", words: 4) == "<p>a b c <em>d e</em>…</p>")
        #expect(Excerpt.html(markdown: "a b c **d e f g h i** j", words: 4) == "<p>a b c…</p>")
    }

    @Test("inline code straddling the limit is kept whole")
    func codeStraddling() {
        #expect(Excerpt.html(markdown: "one two three four five six seven `[self dismiss]` then go", words: 8)
            == "<p>one two three four five six seven <code>[self dismiss]</code>…</p>")
    }

    @Test("a post opening with a code block starts at its first paragraph")
    func openingCodeBlock() {
        let markdown = "```objc\n[keychain save];\n```\n\nThe keychain is shared.\n\n    more code\n"
        #expect(Excerpt.html(markdown: markdown, words: 55) == "<p>The keychain is shared. …</p>")
    }

    @Test("headings, images and raw HTML are left out")
    func noHeadingsImagesOrHTML() {
        let markdown = "<div>block</div>\n\n# Title\n\n![a screenshot](http://e.com/a.png) Text <span>inline</span> here.\n"
        #expect(Excerpt.html(markdown: markdown, words: 55) == "<p>Text inline here.</p>")
    }

    @Test("nested list items are flattened into one paragraph")
    func nestedList() {
        let markdown = "Assumptions:\n\n1. LDAP\n2. Novell\n   - nested *item*\n3. Done.\n\nAfter the list."
        #expect(Excerpt.html(markdown: markdown, words: 55)
            == "<p>Assumptions:</p>\n<p>LDAP; Novell; nested <em>item</em>; Done.</p>\n<p>After the list.</p>")
    }

    @Test("a sentence end shortly before the limit is preferred to a cut mid-sentence")
    func sentenceBoundary() {
        let markdown = "One two three four five six seven eight. Nine ten eleven twelve."
        #expect(Excerpt.html(markdown: markdown, words: 10) == "<p>One two three four five six seven eight. …</p>")
    }

    @Test("a sentence end far before the limit is not")
    func earlySentenceIgnored() {
        let markdown = "One two. Three four five six seven eight nine ten eleven twelve."
        #expect(Excerpt.html(markdown: markdown, words: 10) == "<p>One two. Three four five six seven eight nine ten…</p>")
    }

    @Test("entities stay whole at the cut")
    func entities() {
        #expect(Excerpt.html(markdown: "AT&amp;T &lt;tag&gt; &#8217;quoted&#8217; and more", words: 3)
            == "<p>AT&amp;T &lt;tag&gt; ’quoted’…</p>")
    }

    @Test("unsafe link targets are dropped by the safe renderer")
    func unsafeLinks() {
        let html = Excerpt.html(markdown: "[click](javascript:alert(1)) me", words: 55)
        #expect(!html.contains("javascript"))
        #expect(html.contains("<a href=\"\">click</a>"))
    }

    @Test("several paragraphs share the budget")
    func paragraphsShareBudget() {
        #expect(Excerpt.html(markdown: "a b c\n\nd e f g h i j k", words: 9) == "<p>a b c</p>\n<p>d e f g h i…</p>")
    }

    @Test("no prose, no excerpt")
    func noProse() {
        #expect(Excerpt.html(markdown: "", words: 55) == "")
        #expect(Excerpt.html(markdown: "```\ncode only\n```\n", words: 55) == "")
        #expect(Excerpt.html(markdown: "some words", words: 0) == "")
    }

    /// A pipe table is no prose: the excerpt leaves out what the page shows as a table, by the
    /// same rule (GFM's: outer pipes optional, a delimiter cell under every header cell), and
    /// keeps as prose what the page shows as text.
    @Test("a paragraph is a pipe table to the excerpt exactly when the page shows a table", arguments: [
        ("Intro.\n\nname | value\n--- | :---:\nx | 1\n\nEnd.", true),
        ("Intro.\n\n| name | value |\n| --- |\n| x | 1 |\n\nEnd.", false),
    ])
    func pipeTablesAsThePageShowsThem(markdown: String, isTable: Bool) {
        #expect(HTMLRenderer().render(markdown: markdown).html.contains("<table>") == isTable)
        let excerpt = Excerpt.html(markdown: markdown, words: 55)
        #expect(excerpt == (isTable ? "<p>Intro.</p>\n<p>End.</p>" : "<p>Intro.</p>\n<p>| name | value |\n| --- |\n| x | 1 |</p>\n<p>End.</p>"))
    }
}
