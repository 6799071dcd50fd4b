import Foundation
import Testing

/// `blogkit build --posts-per-page` and `--term-page-min-posts`.
@Suite("blogkit build: paging options")
struct BuildPagingTests {
    @Test func postsPerPageSetsTheListPagesLength() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + BuildCommandTests.feeds)
        let result = try cli.run(["build", "--posts-per-page", "4"])
        #expect(result.status == 0, "\(result.stderr)")
        let home = try String(contentsOfFile: cli.path("output/page/3/index.html"), encoding: .utf8)
        #expect(home.contains(#"<span class="page-number">Page 3 of 3</span>"#))
        let development = try String(contentsOfFile: cli.path("output/category/development/page/3/index.html"), encoding: .utf8)
        #expect(development.contains(#"<span class="page-number">Page 3 of 3</span>"#), "9 posts, 4 a page")
        #expect(!FileManager.default.fileExists(atPath: cli.path("output/category/enterprise/page/2/index.html")), "2 posts")
        let zero = try cli.run(["build", "--posts-per-page", "0"])
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("--posts-per-page must be at least 1"))
    }

    /// The sample feeds file the single sign-on post alone under `single sign-on`, and two posts
    /// under `enterprise`.
    @Test func termPageMinPostsChoosesWhichCategoriesHaveAPage() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + BuildCommandTests.feeds)
        let base = ["build", "--base-url", "https://example.com/blog/"]
        #expect(try cli.run(base).status == 0)
        let single = "output/category/single-sign-on/index.html"
        let index = try String(contentsOfFile: cli.path("output/category/index.html"), encoding: .utf8)
        #expect(index.contains(#"<li id="single-sign-on"><a href="../category/index.html#single-sign-on">single sign-on</a> <span class="count">1</span>"#))
        // The old blog's address of the category (a WordPress feed's) is an alias page to it.
        let alias = try String(contentsOfFile: cli.path(single), encoding: .utf8)
        #expect(alias.contains(#"<meta http-equiv="refresh" content="0; url=../../category/index.html#single-sign-on">"#), "\(alias)")
        // Its feed stays, for the readers of the old blog's /category/single-sign-on/feed/.
        let feed = try String(contentsOfFile: cli.path("output/category/single-sign-on/feed.xml"), encoding: .utf8)
        #expect(feed.contains("<link>https://example.com/blog/category/#single-sign-on</link>"), "\(feed)")
        #expect(feed.contains("<title>A Single Sign-on Pattern for Enterprise iOS Applications</title>"))
        #expect(FileManager.default.fileExists(atPath: cli.path("output/category/enterprise/index.html")))

        let every = try cli.run(base + ["--term-page-min-posts", "1"])
        #expect(every.status == 0, "\(every.stderr)")
        #expect(try String(contentsOfFile: cli.path(single), encoding: .utf8).contains("<h1>single sign-on</h1>"))

        // In the settings with the base URL, which `check --site` reads too.
        try cli.write("base_url = \"https://example.com/blog/\"\nterm_page_min_posts = 3\n", to: "blogkit.toml")
        #expect(try cli.run(["build"]).status == 0)
        #expect(try String(contentsOfFile: cli.path("output/category/index.html"), encoding: .utf8)
            .contains(#"<li id="enterprise"><a href="../category/index.html#enterprise">enterprise</a> <span class="count">2</span>"#))
        let check = try cli.run(["check", "--site"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

        let zero = try cli.run(base + ["--term-page-min-posts", "0"])
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("--term-page-min-posts must be at least 1"), "\(zero.stderr)")
    }
}
