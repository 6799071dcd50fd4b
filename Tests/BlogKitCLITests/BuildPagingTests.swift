import Foundation
import Testing

/// `blogkit build --posts-per-page`.
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
}
