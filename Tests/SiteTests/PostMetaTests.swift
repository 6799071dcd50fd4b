import Archive
import Feeds
import Foundation
import Site
import Testing

/// What a post page's `<head>` tells search engines and link previews: its description (the
/// excerpt as text), Open Graph and Twitter card tags, its canonical URL when the base URL is known.
@Suite("Site post metadata")
struct PostMetaTests {
    @Test("the single sign-on post: description, Open Graph and Twitter card from the real feed")
    func importedPost() throws {
        let page = try ImportedSite().site.page(SampleSite.singleSignOnPage)
        let url = "https://example.com/blog/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/"
        let description = "In conversations with clients, we continue to hear how important single sign-on is to their enterprise mobile application strategy."
        #expect(page.contains(#"<meta name="description" content="\#(description)"#))
        #expect(page.contains(#"<meta property="og:title" content="A Single Sign-on Pattern for Enterprise iOS Applications">"#))
        #expect(page.contains(#"<meta property="og:description" content="\#(description)"#))
        #expect(page.contains(#"<meta property="og:url" content="\#(url)">"#))
        #expect(page.contains(#"<link rel="canonical" href="\#(url)">"#))
        #expect(page.contains(#"<meta property="og:image" content="http://nathanhjones.com/wp-content/uploads/2011/11/app1-300x136.png">"#), "the body's first image")
        #expect(page.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
        #expect(page.contains(#"<meta name="twitter:image" content="http://nathanhjones.com/wp-content/uploads/2011/11/app1-300x136.png">"#))
        #expect(page.contains(#"<meta property="article:published_time" content="2011-11-11T06:30:32Z">"#))
        #expect(page.components(separatedBy: #"name="description""#).count == 2, "one description: the post's, not the site's too")
    }

    @Test("without a base URL there is no og:url and no canonical link, never an invented one")
    func noBaseURL() throws {
        let page = try ImportedSite(baseURL: nil).site.page(SampleSite.singleSignOnPage)
        #expect(page.contains(#"<meta property="og:title" content="A Single Sign-on Pattern for Enterprise iOS Applications">"#))
        #expect(!page.contains("og:url"))
        #expect(!page.contains(#"rel="canonical""#))
        #expect(!page.contains("https://example.com"))
    }

    @Test("a hostile title and excerpt are escaped inside every attribute; the excerpt's markup becomes text")
    func escapedInAttributes() throws {
        let site = try SampleSite()
        let title = #"Quote" onmouseover="alert(1)" <script>alert('t')</script>"#
        let post = Post(
            id: 1, guid: "hostile", title: title, link: "https://example.org/hostile/",
            published: Date(timeIntervalSince1970: 1_320_993_032),
            markdown: "Use `a < b` & *more* \"quotes\".\n\n![](images/relative.png)\n",
            html: #"<p>Use <code>a &lt; b</code> &amp; <em>more</em> &quot;quotes&quot;.</p><p><img src="images/relative.png" alt="" /></p>"#,
            excerptHTML: #"<p>Use <code>a &lt; b</code> &amp; <em>more</em> &quot;quotes&quot;.</p>"#)
        try site.build([post])
        let page = try site.page("hostile/index.html")
        let escapedTitle = "Quote&quot; onmouseover=&quot;alert(1)&quot; &lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;"
        #expect(page.contains(#"<meta property="og:title" content="\#(escapedTitle)">"#))
        #expect(page.contains(#"<meta name="twitter:title" content="\#(escapedTitle)">"#))
        let description = "Use a &lt; b &amp; more &quot;quotes&quot;."
        #expect(page.contains(#"<meta name="description" content="\#(description)">"#))
        #expect(page.contains(#"<meta property="og:description" content="\#(description)">"#))
        #expect(!page.contains("og:image"), "a relative image URL is no preview picture")
        #expect(page.contains(#"<meta name="twitter:card" content="summary">"#))
        #expect(!page.contains("<script>alert") && !page.contains(#"" onmouseover"#))
    }

    @Test("a post without a body image takes its first image enclosure; without an excerpt, its summary")
    func enclosureAndSummary() throws {
        let site = try SampleSite()
        let post = Post(
            id: 1, guid: "podcast", title: "Episode 1", link: "https://example.org/episode-1/",
            summary: "  The first\nepisode.  ",
            enclosures: [PostEnclosure(url: "https://example.org/e1.mp3", type: "audio/mpeg"),
                         PostEnclosure(url: "https://example.org/cover.jpg?size=big&v=2", type: "image/jpeg")])
        try site.build([post])
        let page = try site.page("episode-1/index.html")
        #expect(page.contains(#"<meta property="og:image" content="https://example.org/cover.jpg?size=big&amp;v=2">"#))
        #expect(page.contains(#"<meta name="description" content="The first episode.">"#))
    }

    @Test("other pages keep the site's description and have no Open Graph article tags")
    func listPages() throws {
        let home = try ImportedSite().site.page("index.html")
        #expect(home.contains(#"<meta name="description" content="just thinking outloud">"#))
        #expect(!home.contains("og:"))
    }
}
