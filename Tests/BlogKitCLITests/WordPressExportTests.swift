import Foundation
import GRDB
import Testing

/// `blogkit import` on WordPress exports (WXR): which items become posts, pages and media, how
/// they are keyed, dated and attributed, and the classic editor's paragraphs.
@Suite("blogkit import on WordPress exports")
struct WordPressExportTests {
    static let pelican = CommandLine.fixture("exports/pelican-wordpress.xml")
    static let classic = CommandLine.fixture("exports/classic-editor.xml")

    @Test func theSummarySaysWhatTheExportHeldAndWhatWasSkipped() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", Self.pelican])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(Self.pelican): WordPress export: 3 posts, 1 page, 2 media files; skipped "
            + "1 custom1 item, 1 draft, 1 menu item, 1 scheduled, 1 unattached media file")
        #expect(lines.last?.hasPrefix("imported 3 posts and 1 page (4 new, 0 updated, 0 unchanged) from 1 feed in ") == true)
    }

    @Test func onlyPublishedPostsArePostsAndPagesArePages() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.pelican])
        let entries = try cli.export()
        let posts = entries.filter { $0["kind"] as? String == "post" }.compactMap { $0["title"] as? String }
        #expect(posts.sorted() == ["Code in List", "With excerpt", "With tags"])
        let pages = entries.filter { $0["kind"] as? String == "page" }.compactMap { $0["title"] as? String }
        #expect(pages == ["Page"])
        #expect(entries.count == 4, "no draft, scheduled post, attachment, menu item or custom type")
    }

    @Test func attachmentsAreMediaOfTheirParentPost() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.pelican])
        let post = try #require(try cli.export().first { $0["title"] as? String == "With excerpt" })
        let media = try #require(post["media"] as? [[String: Any]])
        #expect(media.compactMap { $0["url"] as? String } == [
            "http://thisurlisinvalid.notarealdomain/not_an_image.jpg",
            "http://en.wikipedia.org/wiki/File:Pelikan_Walvis_Bay.jpg",
        ])
        #expect(media.first?["title"] as? String == "Attachment with a parent")
    }

    @Test func reimportingTheExportChangesNothing() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.pelican, Self.classic])
        let before = try cli.run(["export"]).stdout
        let again = try cli.run(["import", Self.pelican, Self.classic])
        #expect(again.stdout.contains("imported 6 posts and 1 page (0 new, 0 updated, 7 unchanged) from 2 feeds"))
        #expect(try cli.run(["export"]).stdout == before)
    }

    @Test func postsAnEarlierBlogkitKeyedByGuidAreTakenOverNotDuplicated() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.pelican])
        // Before it read exports as such, blogkit keyed their items by guid, as any feed's.
        try DatabaseQueue(path: cli.path("blogkit.sqlite")).write { db in
            try db.execute(sql: """
                UPDATE post SET guid = 'http://thisisa.test/?' || (CASE kind WHEN 'page' THEN 'page_id=' ELSE 'p=' END)
                    || substr(guid, instr(guid, '#') + 1)
                """)
        }
        let again = try cli.run(["import", Self.pelican])
        #expect(again.stdout.contains("(0 new, "), "\(again.stdout)")
        let keys = try cli.export().compactMap { $0["guid"] as? String }
        #expect(keys.count == 4)
        #expect(keys.allSatisfy { $0.hasPrefix("wxr:") }, "\(keys)")
    }

    @Test func anItemOfAnotherTypeWithTheSameGuidDoesNotOverwriteAPost() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.pelican])
        // The custom1 item after "Code in List" has its guid (http://thisisa.test/?p=175).
        let post = try #require(try cli.export().first { ($0["guid"] as? String)?.hasSuffix("#175") == true })
        #expect(post["title"] as? String == "Code in List")
        #expect((post["code"] as? [[String: Any]])?.count == 1)
    }

    @Test func twoPostsSharingAGuidAreKeyedByTheirPostID() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let export = cli.path("export.xml")
        let original = try String(contentsOfFile: Self.pelican, encoding: .utf8)
        let shared = original.replacingOccurrences(
            of: "<guid isPermaLink=\"false\">http://thisisa.test/?p=25</guid>",
            with: "<guid isPermaLink=\"false\">http://thisisa.test/?p=8</guid>")
        #expect(shared != original)
        try shared.write(toFile: export, atomically: true, encoding: .utf8)
        let result = try cli.run(["import", export])
        #expect(result.stdout.contains("imported 3 posts and 1 page (4 new, "))
        let titles = try cli.export().compactMap { $0["title"] as? String }
        #expect(titles.contains("With excerpt") && titles.contains("With tags"))
        #expect(try cli.run(["import", export]).stdout.contains("(0 new, 0 updated, 4 unchanged)"))
    }

    @Test func classicEditorContentGetsWordPressParagraphs() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.classic, Self.pelican])
        let posts = try cli.export()
        let hello = try #require(posts.first { $0["title"] as? String == "Hello world!" })
        #expect(hello["html"] as? String == "<p>This is an example of a WordPress post.<br />\n"
            + "It has lines with text (and one blank line).</p>\n<p>And more lines with text.</p>\n")
        let excerpt = try #require(posts.first { $0["title"] as? String == "With excerpt" })
        #expect((excerpt["html"] as? String)?.components(separatedBy: "<p>").count == 4, "three paragraphs")
        // A <pre> in a list keeps its lines: no <br /> inside.
        let list = try #require(posts.first { $0["title"] as? String == "Code in List" })
        let code = try #require((list["code"] as? [[String: Any]])?.first?["code"] as? String)
        #expect(code.contains("  a = [1, 2, 3]\n  b = [4, 5, 6]\n"))
    }

    @Test func aSourcecodeShortcodeIsAListingInItsLanguage() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.classic])
        let post = try #require(try cli.export().first { ($0["title"] as? String)?.hasPrefix("Long execution") == true })
        let code = try #require(post["code"] as? [[String: Any]])
        #expect(code.compactMap { $0["language"] as? String } == ["java", "java"])
        #expect(code.first?["code"] as? String
            == "if (stream.getByte() == 0) {\n\tvalue = null;\n} else {\n\tvalue = new Object();\n}")
        #expect((code.last?["code"] as? String)?.contains("if (code < CODES.length) {\n\t\t\treturn CODES[code];") == true)
        #expect((code.last?["code"] as? String)?.contains("\n\n\t\tthrow new AssertionError(\"No ObjectReference") == true)
    }

    @Test func datesComeFromPostDateGMTAndAuthorsFromTheirDisplayName() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.classic])
        let posts = try cli.export()
        let hello = try #require(posts.first { $0["title"] as? String == "Hello world!" })
        #expect(hello["author"] as? String == "John Doe")
        // Its pubDate says 11:20:42; post_date_gmt is unset, so post_date (the site's time) is used.
        let enumPost = try #require(posts.first { ($0["title"] as? String)?.hasPrefix("Long execution") == true })
        #expect(enumPost["published"] as? String == "2014-07-16T13:20:42Z")
        // The pubDate of "Code in List" is 1970 (unset in WordPress): post_date is the date it has.
        try cli.run(["import", Self.pelican])
        let list = try #require(try cli.export().first { $0["title"] as? String == "Code in List" })
        #expect(list["published"] as? String == "2012-02-16T15:52:55Z")
    }

    @Test func tagsAreKeptApartFromCategories() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.pelican])
        let post = try #require(try cli.export().first { $0["title"] as? String == "With tags" })
        #expect(post["categories"] as? [String] == ["Category 3"])
        #expect(post["tags"] as? [String] == ["tag 1", "Tag 3"])
        // A tag has a tag page, not a category page; the post's page links both kinds (each
        // term its page, those of one post included).
        try cli.run(["build", "--base-url", "https://example.com/", "--term-page-min-posts", "1"])
        let output = cli.directory.appendingPathComponent("output")
        let tagPage = try String(contentsOf: output.appendingPathComponent("tags/tag-3/index.html"), encoding: .utf8)
        #expect(tagPage.contains("With tags"))
        #expect(tagPage.contains(#"<link rel="alternate" type="application/rss+xml" title="Pelican test channel: Tag 3 (RSS)" href="../../tags/tag-3/feed.xml">"#))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("category/tag-3").path))
        let page = try String(contentsOf: output.appendingPathComponent("posts/with-tags/index.html"), encoding: .utf8)
        #expect(page.contains(#"<a href="../../category/category-3/index.html">Category 3</a>"#))
        #expect(page.contains(#"<span class="tags"><a href="../../tags/tag-1/index.html" rel="tag">tag 1</a><a href="../../tags/tag-3/index.html" rel="tag">Tag 3</a></span>"#))
        let tags = try String(contentsOf: output.appendingPathComponent("tags/index.html"), encoding: .utf8)
        #expect(tags.contains(#"<a href="../tags/tag-1/index.html">tag 1</a> <span class="count">2</span>"#))
        let feed = try String(contentsOf: output.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.contains("<category>Category 3</category>\n<category>tag 1</category>\n<category>Tag 3</category>"), "feeds list both")
        let tagFeed = try String(contentsOf: output.appendingPathComponent("tags/tag-3/feed.xml"), encoding: .utf8)
        #expect(tagFeed.contains("<title>With tags</title>") && !tagFeed.contains("Code in List"))
    }

    @Test func pagesHaveTheirOwnPageButAreInNoListOrFeed() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.pelican])
        let build = try cli.run(["build", "--base-url", "https://example.com/"])
        #expect(build.status == 0, "\(build.stderr)")
        let output = cli.directory.appendingPathComponent("output")
        let page = try String(contentsOf: output.appendingPathComponent("contact/index.html"), encoding: .utf8)
        #expect(page.contains("<h1>Page</h1>"))
        #expect(!page.contains("rel=\"prev\""), "a page has no neighbours")
        for list in ["index.html", "archive/2012/index.html", "feed.xml", "atom.xml"] {
            let text = try String(contentsOf: output.appendingPathComponent(list), encoding: .utf8)
            #expect(!text.contains("contact/"), "\(list) lists the page")
            #expect(text.contains("With excerpt"), "\(list) lists the posts")
        }
        let archive = try String(contentsOf: output.appendingPathComponent("archive/index.html"), encoding: .utf8)
        #expect(archive.contains("3 posts") && !archive.contains("4 posts"))
        let sitemap = try String(contentsOf: output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.com/contact/</loc>"))
    }
}
