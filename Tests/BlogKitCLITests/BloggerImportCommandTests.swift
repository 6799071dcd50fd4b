import Foundation
import Testing

/// `blogkit import` on a Blogger export (Atom): which entries become posts and pages, what the
/// summary counts, and where the pages go.
@Suite("blogkit import on Blogger exports")
struct BloggerImportCommandTests {
    static let export = CommandLine.fixture("exports/blogger-export.xml")

    @Test func theSummarySaysWhatTheExportHeldAndWhatWasSkipped() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", Self.export, WordPressExportTests.pelican])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "\(Self.export): Blogger export: 1 post, 1 page, 1 comment; skipped "
            + "3 settings items, 2 drafts, 1 template")
        #expect(lines.dropFirst().first?.hasPrefix("\(WordPressExportTests.pelican): WordPress export: 3 posts, ") == true)
        #expect(lines.last?.hasPrefix("imported 4 posts and 2 pages (6 new, 0 updated, 0 unchanged) from 2 feeds in ") == true)
    }

    @Test func exportShowsThePostAndThePageWithTheirKinds() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.export])
        let entries = try cli.export()
        #expect(entries.count == 2, "no draft, settings, template or comment")
        let post = try #require(entries.first { $0["kind"] as? String == "post" })
        #expect(post["title"] as? String == "The Steel Windpipe")
        #expect(post["guid"] as? String == "tag:blogger.com,1999:blog-6303278419262689239.post-1858599377741856733")
        #expect(post["published"] as? String == "2010-11-27T15:12:00Z")
        #expect(post["author"] as? String == "Mikhail Afanasyevich Bulgakov")
        #expect(post["categories"] as? [String] == [])
        // The comment entry is the post's comment, not a post.
        #expect(post["comments"] as? Int == 1)
        let thread = try #require(post["comment_thread"] as? [[String: Any]])
        #expect(thread.count == 1)
        #expect(thread.first?["author"] as? String == "Thomas Isidore Noël Sankara")
        #expect((thread.first?["html"] as? String)?.hasPrefix("<p>Mishka, always a pleasure to read your adventures!</p>") == true)
        let page = try #require(entries.first { $0["kind"] as? String == "page" })
        #expect(page["title"] as? String == "Test page")
        #expect(try cli.run(["import", Self.export]).stdout.contains("(0 new, 0 updated, 2 unchanged)"))
    }

    @Test func thePageHasItsOwnPageButIsInNoListOrFeed() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.export])
        let build = try cli.run(["build", "--base-url", "https://example.com/"])
        #expect(build.status == 0, "\(build.stderr)")
        let output = cli.directory.appendingPathComponent("output")
        let page = try String(contentsOf: output.appendingPathComponent("p/test-page/index.html"), encoding: .utf8)
        #expect(page.contains("<h1>Test page</h1>"))
        for list in ["index.html", "feed.xml", "atom.xml"] {
            let text = try String(contentsOf: output.appendingPathComponent(list), encoding: .utf8)
            #expect(!text.contains("p/test-page"), "\(list) lists the page")
            #expect(text.contains("The Steel Windpipe"), "\(list) lists the post")
        }
    }
}
