import Feeds
import Testing

/// `HTMLText.plainText`: what a reader sees of an HTML-ish title or summary.
@Suite struct HTMLTextTests {
    @Test(arguments: [
        // Entities, named and numeric, once.
        ("Caf&eacute; &amp; Bar", "Café & Bar"),
        ("It&#8217;s &#x201C;quoted&#x201D;", "It’s “quoted”"),
        ("Fish &amp;amp; Chips", "Fish &amp; Chips"),
        ("&lt;b&gt; is bold", "<b> is bold"),
        ("don&apos;t", "don't"),
        ("&unknown; stays", "&unknown; stays"),
        ("AT&T and R&D", "AT&T and R&D"),
        ("&#150; dash from windows-1252", "– dash from windows-1252"),
        ("&#0; nul", "\u{FFFD} nul"),
        // Tags stripped; block boundaries are spaces.
        ("Hello <b>bold</b> <i>world</i>", "Hello bold world"),
        ("<p>One</p><p>Two</p>", "One Two"),
        ("line<br>break", "line break"),
        ("<em>Caf&eacute;</em> &amp; more", "Café & more"),
        ("before<script>alert(1)</script>after", "beforeafter"),
        ("<a href=\"x\">link</a> text", "link text"),
        // White space between two elements at the top of the fragment separates their words.
        ("<b>one</b> <i>two</i>", "one two"),
        ("<a href=\"x\">one</a>\n<a href=\"y\">two</a>", "one two"),
        ("<span>Swift</span> <span>tips</span>", "Swift tips"),
        // A < that starts no tag is text.
        ("a < b and c > d", "a < b and c > d"),
        ("1 <2", "1 <2"),
        // White space.
        ("  spaced \n\t out  ", "spaced out"),
        ("no\u{00A0}break&nbsp;space", "no break space"),
        ("", ""),
        ("plain", "plain"),
        // A post's excerpt as cmark renders it (the site's page descriptions).
        ("<h2>Intro</h2>\n<p>Use <code>a &lt; b</code> &amp;amp; <em>&quot;q&quot;</em></p>\n<!-- raw HTML omitted -->\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n",
         "Intro Use a < b &amp; \"q\" one two"),
    ])
    func plainText(_ html: String, _ expected: String) {
        #expect(HTMLText.plainText(html) == expected)
    }
}
