import Archive
import Foundation
import Site
import Testing

@Suite("Site URLs")
struct URLSchemeTests {
    @Test("a post's page mirrors the path of its original URL")
    func mirroredPath() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        let page = try site.page(SampleSite.singleSignOnPage)
        #expect(page.contains("<h1>A Single Sign-on Pattern for Enterprise iOS Applications</h1>"))
        #expect(site.exists("2011/05/02/ios-development-resources/index.html"))
        #expect(site.exists("notes/undated/index.html"), "a trailing .html is dropped")
    }

    @Test("posts without a link, or with a query-only link, go to posts/SLUG/")
    func fallbackPaths() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        #expect(site.exists("posts/query-only/index.html"))
        #expect(site.exists("posts/a-post-script-alert-x-script-no-link/index.html"))
    }

    @Test("a link that is not http(s), such as javascript:, never names the post's path")
    func nonHTTPLinks() throws {
        let site = try SampleSite()
        try site.build([
            Post(id: 1, guid: "js", title: "Scripted", link: "javascript:alert(3)"),
            Post(id: 2, guid: "file", title: "Local file", link: "file:///etc/passwd"),
        ])
        #expect(site.exists("posts/scripted/index.html"))
        #expect(site.exists("posts/local-file/index.html"))
        #expect(!site.exists("alert(3)/index.html"))
        #expect(!site.exists("etc/passwd/index.html"))
    }

    @Test("a link's path is kept up to 200 bytes a segment and 1024 bytes in all, else posts/SLUG/")
    func pathLimits() throws {
        let site = try SampleSite()
        let longest = String(repeating: "é", count: 100)  // 200 UTF-8 bytes
        let encoded = String(repeating: "%C3%A9", count: 100)
        let deepest = Array(repeating: String(repeating: "a", count: 101), count: 10).joined(separator: "/") + "/abcd"
        try site.build([
            Post(id: 1, guid: "1", title: "Longest segment", link: "https://example.org/\(encoded)/"),
            Post(id: 2, guid: "2", title: "Segment too long", link: "https://example.org/\(encoded)x/"),
            Post(id: 3, guid: "3", title: "Longest path", link: "https://example.org/\(deepest)/"),
            Post(id: 4, guid: "4", title: "Path too long", link: "https://example.org/\(deepest)e/"),
        ])
        #expect(deepest.utf8.count == 1024)
        #expect(site.exists("\(longest)/index.html"))
        #expect(site.exists("posts/segment-too-long/index.html"))
        #expect(site.exists("\(deepest)/index.html"))
        #expect(site.exists("posts/path-too-long/index.html"))
    }

    @Test("a link whose path is a template asset's, or lies under one, never makes the build fail")
    func pathsOfTemplateAssets() throws {
        let site = try SampleSite()
        let templates = site.directory.appendingPathComponent("templates")
        try FileManager.default.createDirectory(
            at: templates.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data("logo".utf8).write(to: templates.appendingPathComponent("img/logo.png"))
        try Data("<p>mine</p>".utf8).write(to: templates.appendingPathComponent("img/index.html"))
        let posts = [
            Post(id: 1, guid: "1", title: "Logo squatter", link: "https://example.org/img/logo.png/"),
            Post(id: 2, guid: "2", title: "Under the logo", link: "https://example.org/img/logo.png/inside/"),
            Post(id: 3, guid: "3", title: "Beside the logo", link: "https://example.org/img/other/"),
            Post(id: 4, guid: "4", title: "Over my page", link: "https://example.org/img/"),
        ]
        for _ in 1...2 { try site.build(posts, templates: templates) }
        #expect(try site.page("img/logo.png") == "logo")
        #expect(site.exists("posts/logo-squatter/index.html"))
        #expect(site.exists("posts/under-the-logo/index.html"))
        #expect(site.exists("img/other/index.html"))
        #expect(try site.page("img/index.html") == "<p>mine</p>")
        #expect(site.exists("posts/over-my-page/index.html"))
    }

    @Test("a path with non-ASCII characters is kept on disk and percent-encoded in links")
    func nonASCIIPath() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        #expect(site.exists("2012/01/café-crème/index.html"))
        #expect(try site.page("index.html").contains(#"<a href="2012/01/caf%C3%A9-cr%C3%A8me/index.html">Café crème</a>"#))
    }

    @Test("a post whose path the site's own pages use goes to posts/SLUG/ instead")
    func reservedPath() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts() + SampleSite.filler(15))
        #expect(try site.page("posts/page-two-of-something/index.html").contains("<h1>Page Two of Something</h1>"))
        #expect(try site.page("page/2/index.html").contains(#"class="pagination""#))
    }

    @Test("two posts with one link: the lower id keeps it, the other gets -2")
    func collisions() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        #expect(try site.page("2010/06/same/index.html").contains("Same Link First"))
        #expect(try site.page("2010/06/same-2/index.html").contains("Same Link Second"))
    }

    @Test("links to another imported post's original URL lead to its page here")
    func rewrittenLinks() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        let page = try site.page(SampleSite.singleSignOnPage)
        // https, www. and no trailing slash still match; the fragment is kept.
        #expect(page.contains(#"<a href="../../../../2011/05/02/ios-development-resources/index.html#top">my list of resources</a>"#))
        #expect(page.contains(#"<a href="../../../../posts/query-only/index.html">an old post</a>"#))
        #expect(page.contains(#"href="http://www.echannelline.com/usa/story.cfm?item=26463&amp;x=1""#),
                "links elsewhere are left alone")
        let other = try site.page("2011/05/02/ios-development-resources/index.html")
        #expect(other.contains(#"href="../../../../2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html">single sign-on</a>"#))
    }

    @Test("every internal link and asset of every page resolves to a file in the output")
    func noBrokenLinks() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts() + SampleSite.filler(25))
        #expect(try LinkChecker.brokenLinks(in: site.output, basePath: "/blog/") == [])
        #expect(site.exists("page/3/index.html"))
        #expect(!site.exists("page/5/index.html"))
    }

    @Test("without a base URL, links still resolve and no feed is linked or written")
    func noBaseURL() throws {
        let site = try SampleSite()
        let report = try site.build(try SampleSite.posts(), baseURL: nil)
        #expect(try LinkChecker.brokenLinks(in: site.output) == [])
        #expect(!site.exists("feed.xml"))
        #expect(!site.exists("sitemap.xml"))
        #expect(!(try site.page("index.html")).contains("feed.xml"))
        #expect(report.warnings.contains { $0.contains("--base-url") })
        #expect(!(try site.page("robots.txt")).contains("Sitemap"))
    }
}
