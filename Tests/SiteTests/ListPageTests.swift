import Archive
import Foundation
import Site
import Testing

/// Lists of posts: the home page, categories and tags paginated alike, and the archive page
/// with the titles of each month's posts.
@Suite("Site list pages")
struct ListPageTests {
    @Test("a category's posts are paginated like the home page, newest first, pages linked both ways")
    func categoryPagination() throws {
        let site = try SampleSite()
        try site.build(SampleSite.filler(25))
        let first = try site.page("category/filler/index.html")
        #expect(first.components(separatedBy: "<li><a href=").count - 1 == 10)
        #expect(first.contains("Filler post 24") && !first.contains("Filler post 14<"))
        #expect(first.contains("<p>25 posts</p>"))
        #expect(first.contains(#"<span class="page-number">Page 1 of 3</span>"#))
        #expect(first.contains(#"<a rel="next" href="../../category/filler/page/2/index.html">Older posts →</a>"#))
        #expect(!first.contains(#"rel="prev""#))
        let second = try site.page("category/filler/page/2/index.html")
        #expect(second.contains("<title>filler · Page 2 · Sample Blog</title>"))
        #expect(second.contains("Filler post 14") && second.contains("Filler post 5<"))
        #expect(second.contains(#"<a rel="prev" href="../../../../category/filler/index.html">← Newer posts</a>"#))
        #expect(second.contains(#"<a rel="next" href="../../../../category/filler/page/3/index.html">Older posts →</a>"#))
        let third = try site.page("category/filler/page/3/index.html")
        #expect(third.components(separatedBy: "<li><a href=").count - 1 == 5)
        #expect(!third.contains(#"rel="next""#))
        #expect(!site.exists("category/filler/page/4/index.html"))
        #expect(try LinkChecker.brokenLinks(in: site.output, basePath: "/blog/") == [])
    }

    @Test("the posts-per-page option applies to the home page, categories and tags alike")
    func postsPerPage() throws {
        let site = try SampleSite()
        let posts = SampleSite.filler(7).map { post -> Post in
            var post = post
            post.tags = ["short"]
            return post
        }
        let options = SiteOptions(
            outputDirectory: site.output.path, baseURL: "https://example.com/blog/", title: "Sample Blog", postsPerPage: 3)
        _ = try SiteBuilder(options: options).build(posts: posts)
        for (first, last) in [("index.html", "page/3/index.html"), ("category/filler/index.html", "category/filler/page/3/index.html"),
                              ("tags/short/index.html", "tags/short/page/3/index.html")] {
            #expect(try site.page(first).contains(#"<span class="page-number">Page 1 of 3</span>"#), "\(first)")
            #expect(try site.page(last).contains("Filler post 0<"), "\(last)")
        }
        #expect(!site.exists("page/4/index.html"))
        let sitemap = try site.page("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.com/blog/tags/short/page/2/</loc>"))
    }

    @Test("a changed posts-per-page setting rebuilds the site and removes the pages it no longer has")
    func postsPerPageRebuild() throws {
        let site = try SampleSite()
        let posts = SampleSite.filler(25)
        try site.build(posts)
        #expect(site.exists("category/filler/page/3/index.html"))
        let options = SiteOptions(
            outputDirectory: site.output.path, baseURL: "https://example.com/blog/", title: "Sample Blog", postsPerPage: 20)
        let report = try SiteBuilder(options: options).build(posts: posts)
        #expect(!report.upToDate)
        #expect(!site.exists("category/filler/page/3/index.html"))
        #expect(site.exists("category/filler/page/2/index.html"))
    }

    @Test("the archive page lists the titles of each month's posts under the month")
    func archiveTitles() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        let archive = try site.page("archive/index.html")
        let november = try #require(archive.range(of: #"<a href="../archive/2011/11/index.html">November 2011</a>"#))
        let may = try #require(archive.range(of: #"<a href="../archive/2011/05/index.html">May 2011</a>"#))
        let sso = try #require(archive.range(of: #"<a href="../2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html">A Single Sign-on Pattern for Enterprise iOS Applications</a>"#))
        let resources = try #require(archive.range(of: #"<a href="../2011/05/02/ios-development-resources/index.html">iOS Development Resources</a>"#))
        #expect(november.upperBound < sso.lowerBound && sso.upperBound < may.lowerBound && may.upperBound < resources.lowerBound)
        #expect(archive.contains("A post &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; no link"))
        #expect(!archive.contains("<script>alert"))
    }
}
