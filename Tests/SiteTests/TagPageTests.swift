import Archive
import Foundation
import Site
import Testing

/// Tags (a WordPress export's `post_tag` terms) have pages of their own at `tags/SLUG/`, next to
/// the category pages, and are no longer listed as categories. Every tag here has a page, those
/// of one post included (`termPageMinPosts: 1`; see `ListedTermTests` for the default).
@Suite("Site tag pages")
struct TagPageTests {
    /// The sample posts, the single sign-on post tagged `keychain` and `Objective-C`, the
    /// resources post tagged `keychain` and `enterprise` (also a category name).
    static func taggedPosts() throws -> [Post] {
        var posts = try SampleSite.posts()
        posts[0].tags = ["keychain", "Objective-C"]
        posts[1].tags = ["Keychain ", "enterprise"]
        return posts
    }

    @Test("each tag has a page listing its posts; the tags index lists every tag with its count")
    func tagPages() throws {
        let site = try SampleSite()
        try site.build(try Self.taggedPosts(), termPageMinPosts: 1)
        let keychain = try site.page("tags/keychain/index.html")
        #expect(keychain.contains("<h1>keychain</h1>"))
        #expect(keychain.contains("<p>2 posts</p>"), "tags compare case-insensitively and trimmed")
        #expect(keychain.contains(#"<a href="../../2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html">A Single Sign-on Pattern"#))
        #expect(keychain.contains(#"<a href="../../2011/05/02/ios-development-resources/index.html">iOS Development Resources</a>"#))
        let index = try site.page("tags/index.html")
        #expect(index.contains(#"<a href="../tags/enterprise/index.html">enterprise</a> <span class="count">1</span>"#))
        #expect(index.contains(#"<a href="../tags/objective-c/index.html">Objective-C</a> <span class="count">1</span>"#))
        #expect(try site.page("index.html").contains(#"<a href="tags/index.html">Tags</a>"#), "the site's menu links the tags")
        #expect(try LinkChecker.brokenLinks(in: site.output, basePath: "/blog/") == [])
    }

    @Test("a tag is not a category: the category of the same name lists only the posts filed under it")
    func tagsAreNotCategories() throws {
        let site = try SampleSite()
        try site.build(try Self.taggedPosts(), termPageMinPosts: 1)
        #expect(!site.exists("category/keychain/index.html"))
        let category = try site.page("category/enterprise/index.html")
        #expect(category.contains("<p>2 posts</p>"))
        #expect(!category.contains("iOS Development Resources"), "tagged enterprise, not filed under it")
        #expect(try site.page("tags/enterprise/index.html").contains("iOS Development Resources"))
    }

    @Test("a post's page and its summary link its tags after its categories")
    func tagLinks() throws {
        let site = try SampleSite()
        try site.build(try Self.taggedPosts(), termPageMinPosts: 1)
        let page = try site.page(SampleSite.singleSignOnPage)
        #expect(page.contains(#"<span class="tags"><a href="../../../../tags/keychain/index.html" rel="tag">keychain</a><a href="../../../../tags/objective-c/index.html" rel="tag">Objective-C</a></span>"#))
        #expect(try site.page("index.html").contains(#"<a href="tags/keychain/index.html" rel="tag">keychain</a>"#))
    }

    @Test("a post whose link's path is tags/... or feed.json goes to posts/SLUG/, never over a tag page or the JSON Feed")
    func reservedPaths() throws {
        let site = try SampleSite()
        var posts = try Self.taggedPosts()
        posts.append(Post(id: 50, guid: "t", title: "Tags Keychain", link: "https://example.org/tags/keychain/", markdown: "Mine.\n", html: "<p>Mine.</p>\n"))
        posts.append(Post(id: 51, guid: "j", title: "JSON", link: "https://example.org/feed.json", markdown: "Feed.\n", html: "<p>Feed.</p>\n"))
        try site.build(posts)
        #expect(try site.page("tags/keychain/index.html").contains("<h1>keychain</h1>"))
        #expect(try site.page("posts/tags-keychain/index.html").contains("<h1>Tags Keychain</h1>"))
        #expect(try site.page("posts/json/index.html").contains("<h1>JSON</h1>"))
        #expect(try JSONSerialization.jsonObject(with: Data(try site.page("feed.json").utf8)) is [String: Any])
    }

    @Test("without tags the tags index says so and the menu has no Tags link")
    func noTags() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        #expect(try site.page("tags/index.html").contains("<p>No tags yet.</p>"))
        #expect(!(try site.page("index.html")).contains("tags/index.html"))
    }

    @Test("a tag name is escaped on every page and in every feed, and its slug is safe")
    func hostileTag() throws {
        let site = try SampleSite()
        var posts = try SampleSite.posts()
        posts[0].tags = [#"<script>alert("t")</script> & ../../etc"#]
        try site.build(posts, termPageMinPosts: 1)
        let page = try site.page("tags/script-alert-t-script-etc/index.html")
        #expect(page.contains("<h1>&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &amp; ../../etc</h1>"))
        for file in [SampleSite.singleSignOnPage, "tags/index.html", "feed.xml", "atom.xml",
                     "tags/script-alert-t-script-etc/feed.xml"] {
            #expect(!(try site.page(file)).contains("<script>alert"), "\(file)")
        }
    }
}
