import Archive
import Foundation
import Site
import Testing

/// A category or tag of fewer posts than `termPageMinPosts` (default 2) has no page and no feed
/// of its own: the list of categories or of tags shows it with its posts, at the anchor of its
/// slug (`category/#business`), and every link to it leads there.
@Suite("Categories and tags without a page of their own")
struct ListedTermTests {
    static let singleSignOn = "../2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html"

    @Test("a category of one post is listed with it on category/, where its links lead: no page, feed or sitemap entry")
    func categoryOfOnePost() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        // `business` files the single sign-on post only; `development` two posts.
        #expect(!site.exists("category/business/index.html") && !site.exists("category/business/feed.xml"))
        #expect(site.exists("category/development/index.html") && site.exists("category/development/feed.xml"))
        let index = try site.page("category/index.html")
        #expect(index.contains(#"<li><a href="../category/development/index.html">development</a> <span class="count">2</span></li>"#))
        let listed = try #require(Self.entry("business", in: index))
        #expect(listed.hasPrefix(#"<li id="business"><a href="../category/index.html#business">business</a> <span class="count">1</span>"#))
        #expect(listed.contains(#"<li><a href="\#(Self.singleSignOn)">A Single Sign-on Pattern for Enterprise iOS Applications</a>"#))
        #expect(try site.page(SampleSite.singleSignOnPage).contains(#"<a href="../../../../category/index.html#business">business</a>"#))
        #expect(index.contains(#"<a href="../category/index.html#tricky-b-names-b">Tricky &lt;b&gt;names&lt;/b&gt;</a>"#))
        #expect(!index.contains("<b>names"))
        #expect(try site.page("index.html").contains(#"<a href="category/index.html#business">business</a>"#))
        let sitemap = try site.page("sitemap.xml")
        #expect(!sitemap.contains("category/business/"))
        #expect(sitemap.contains("<loc>https://example.com/blog/category/development/</loc>"))
        #expect(try LinkChecker.brokenLinks(in: site.output, basePath: "/blog/") == [])
        try Self.expectAnchors(in: site.output)
    }

    @Test("a tag of one post is listed with it on tags/; a tag of two keeps its page and feed")
    func tagOfOnePost() throws {
        let site = try SampleSite()
        try site.build(try TagPageTests.taggedPosts())
        #expect(site.exists("tags/keychain/index.html") && site.exists("tags/keychain/feed.xml"))
        #expect(!site.exists("tags/objective-c/index.html") && !site.exists("tags/objective-c/feed.xml"))
        let listed = try #require(Self.entry("objective-c", in: try site.page("tags/index.html")))
        #expect(listed.contains(#"<a href="../tags/index.html#objective-c">Objective-C</a> <span class="count">1</span>"#))
        #expect(listed.contains(Self.singleSignOn))
        #expect(try site.page(SampleSite.singleSignOnPage).contains(
            #"<a href="../../../../tags/keychain/index.html" rel="tag">keychain</a><a href="../../../../tags/index.html#objective-c" rel="tag">Objective-C</a>"#))
        try Self.expectAnchors(in: site.output)
    }

    @Test("term_page_min_posts = 1 gives every term a page and a feed; 3 lists a category of two with both its posts")
    func threshold() throws {
        let every = try SampleSite()
        try every.build(try SampleSite.posts(), termPageMinPosts: 1)
        #expect(every.exists("category/business/index.html") && every.exists("category/business/feed.xml"))
        #expect(!(try every.page("category/index.html")).contains("term-posts"))
        #expect(!every.exists("moved-terms.js"), "no term is listed: the 404 page needs no script")

        let three = try SampleSite()
        try three.build(try SampleSite.posts(), termPageMinPosts: 3)
        #expect(!three.exists("category/development/index.html"))
        let listed = try #require(Self.entry("development", in: try three.page("category/index.html")))
        #expect(listed.contains(#"<span class="count">2</span>"#))
        #expect(listed.contains(Self.singleSignOn) && listed.contains("../2011/05/02/ios-development-resources/index.html"))
        try Self.expectAnchors(in: three.output)
    }

    @Test("the 404 page loads moved-terms.js, which sends an earlier build's term page to its place on the list")
    func notFoundScript() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        #expect(try site.page("404.html").contains(#"<script src="/blog/moved-terms.js"></script>"#))
        let script = try site.page("moved-terms.js")
        #expect(script.contains("location.replace") && !script.contains("eval(") && !script.contains("innerHTML"))

        let relative = try SampleSite()
        try relative.build(try SampleSite.posts(), baseURL: nil)
        #expect(!relative.exists("moved-terms.js"), "without a base URL the 404 page cannot name the site's root")
        #expect(!(try relative.page("404.html")).contains("moved-terms.js"))
    }

    /// The `<li>` of the term listed at `anchor` on an index page, up to the next one (or the end).
    static func entry(_ anchor: String, in index: String) -> String? {
        guard let start = index.range(of: #"<li id="\#(anchor)">"#) else { return nil }
        let rest = index[start.lowerBound...]
        let end = rest.dropFirst().range(of: "<li id=")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// Expects every link of the site's pages to a place on the list of categories or of tags
    /// (`category/index.html#x`) to find an element of that `id` on its page.
    static func expectAnchors(in output: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let link = try NSRegularExpression(pattern: ##"href="([^"#:]*(?:category|tags)/index\.html)#([^"]+)""##)
        var missing: [String] = []
        for path in FileManager.default.subpaths(atPath: output.path) ?? [] where path.hasSuffix(".html") {
            let page = output.appendingPathComponent(path)
            let html = try String(contentsOf: page, encoding: .utf8)
            for match in link.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                guard let file = Range(match.range(at: 1), in: html), let anchor = Range(match.range(at: 2), in: html) else { continue }
                let target = page.deletingLastPathComponent().appendingPathComponent(String(html[file])).standardizedFileURL
                let text = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
                if !text.contains(#"id="\#(html[anchor])""#) { missing.append("\(path): \(html[file])#\(html[anchor])") }
            }
        }
        #expect(missing == [], "\(missing)", sourceLocation: sourceLocation)
    }
}
