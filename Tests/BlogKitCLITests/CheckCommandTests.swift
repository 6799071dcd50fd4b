import Foundation
import GRDB
import Testing

@Suite("blogkit check: the migration audit and the site's links, end to end")
struct CheckCommandTests {
    static let feeds = ["feeds/nathanhjones-development.xml", "feeds/nathanhjones-enterprise.xml"].map(CommandLine.fixture)

    /// An RSS feed of two posts, one with a listing and a lazy-loaded image (a placeholder in
    /// `src`, the picture in `data-src`, as WordPress lazy-loading plugins write it), which the
    /// archive keeps whole: ``importLossy(_:)`` then takes the image out of its stored Markdown.
    static let lossyFeed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0"><channel><title>Lossy</title><link>https://blog.example.com/</link>
        <item><title>Java logging</title><link>https://blog.example.com/2011/05/java-logging/</link>
        <guid>https://blog.example.com/?p=7</guid>
        <description><![CDATA[<p>Set it up:</p>
        <pre><code class="language-bash">export JAVA_OPTS=-Dlog=1</code></pre>
        <p>Then look:</p><img class="lazy" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="https://media.example.com/lazy.jpg">
        ]]></description></item>
        <item><title>Clean</title><link>https://blog.example.com/2011/06/clean/</link>
        <description><![CDATA[<p>Nothing to lose here.</p>]]></description></item>
        </channel></rss>
        """

    @Test func theSampleFeedsLoseNothing() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let imported = try cli.run(["import"] + Self.feeds)
        #expect(!imported.stdout.contains("lost something"), "\(imported.stdout)")
        let result = try cli.run(["check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("checked 9 posts: nothing lost"), "\(result.stdout)")
    }

    /// Imports ``lossyFeed`` (nothing lost), then takes the lazy image out of the first post's
    /// stored Markdown, as a loss would.
    private func importLossy(_ cli: CommandLine) throws {
        try Self.lossyFeed.write(toFile: cli.path("lossy.xml"), atomically: true, encoding: .utf8)
        let imported = try cli.run(["import", "lossy.xml"])
        #expect(imported.status == 0 && !imported.stdout.contains("lost something"), "\(imported.stdout)")
        let whole = try cli.run(["check", "--post", "2011/05/java-logging/"])
        #expect(whole.status == 0)
        #expect(whole.stdout.contains("  images     1 in the source, 1 kept"), "\(whole.stdout)")
        let image = "![](https://media.example.com/lazy.jpg)"
        let changed = try DatabaseQueue(path: cli.path("blogkit.sqlite")).write { db in
            try db.execute(
                sql: "UPDATE post SET markdown = replace(markdown, ?, '') WHERE link = ? AND instr(markdown, ?) > 0",
                arguments: [image, "https://blog.example.com/2011/05/java-logging/", image])
            return db.changesCount
        }
        try #require(changed == 1)
    }

    @Test func aLossyPostIsOneLineAndTheExitStatusIsOne() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try importLossy(cli)
        let result = try cli.run(["check"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "2011/05/java-logging/: 1 image lost", "\(result.stdout)")
        #expect(lines.last == "checked 2 posts: 1 lost something (images 1)")
    }

    /// A WordPress export whose `[gallery]` names images the export does not hold: expansion
    /// writes nothing for it, the audit of what the author wrote finds it lost, and import says so.
    static let galleryExport = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
        <channel><title>Trips</title><link>https://trips.example.com</link><wp:wxr_version>1.2</wp:wxr_version>
        <item><title>Lisbon</title><link>https://trips.example.com/2014/05/lisbon/</link>
        <guid isPermaLink="false">https://trips.example.com/?p=41</guid>
        <content:encoded><![CDATA[Our week in Lisbon.

        [gallery ids="57,58,59" columns="3"]

        More soon.]]></content:encoded>
        <wp:post_id>41</wp:post_id><wp:post_date_gmt>2014-05-02 10:00:00</wp:post_date_gmt>
        <wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
        </channel></rss>
        """

    @Test func aShortcodeTheArchiveLostIsReportedByImportAndCheck() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try Self.galleryExport.write(toFile: cli.path("export.xml"), atomically: true, encoding: .utf8)
        let imported = try cli.run(["import", "export.xml"])
        #expect(imported.stdout.hasSuffix("\n1 post lost something: blogkit check for the list\n"), "\(imported.stdout)")
        let result = try cli.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout == """
            2014/05/lisbon/: 1 [gallery] shortcode lost
            checked 1 post: 1 lost something (shortcodes 1)

            """, "\(result.stdout)")
        let post = try cli.run(["check", "--post", "2014/05/lisbon/"])
        #expect(post.stdout.contains("  shortcodes 1 in the source, 0 kept"), "\(post.stdout)")
        #expect(post.stdout.contains(#"  lost: 1 [gallery] shortcode lost: [gallery ids="57,58,59" columns="3"]"#))

        // An archive from before it kept the body as written: importing the same export again
        // converts the post again (an older conversion made it) and keeps the body with it.
        try DatabaseQueue(path: cli.path("blogkit.sqlite")).write { db in
            try db.execute(sql: "UPDATE post SET authoredHTML = NULL, conversion = conversion - 1")
        }
        #expect(try cli.run(["check"]).status == 0)
        let again = try cli.run(["import", "export.xml"])
        #expect(again.stdout.hasSuffix("\n1 post lost something: blogkit check for the list\n"), "\(again.stdout)")
        #expect(try cli.run(["check"]).stdout.hasPrefix("2014/05/lisbon/: 1 [gallery] shortcode lost\n"))
    }

    /// A feed whose post states two comments (`slash:comments`), of which the archive holds one,
    /// once with the body as before and once with the body as written again.
    static func commentedFeed(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:slash="http://purl.org/rss/1.0/modules/slash/"><channel><title>Talk</title>
        <link>https://talk.example.com/</link>
        <item><title>Threads</title><link>https://talk.example.com/2012/03/threads/</link><guid>https://talk.example.com/?p=3</guid>
        <description><![CDATA[\(body)]]></description><slash:comments>2</slash:comments></item>
        </channel></rss>
        """
    }

    /// Import audits a body as it converts it, and the comments once the run has stored them: a
    /// body's loss and a comment's are both counted, as `check` counts them.
    @Test func importCountsBodyAndCommentLossesAsCheckDoes() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try Self.commentedFeed("<p>First thoughts.</p>").write(toFile: cli.path("talk.xml"), atomically: true, encoding: .utf8)
        let first = try cli.run(["import", "talk.xml"])
        #expect(first.status == 0 && !first.stdout.contains("lost something"), "\(first.stdout)")  // none stored: a note
        try DatabaseQueue(path: cli.path("blogkit.sqlite")).write { db in
            try db.execute(sql: """
                INSERT INTO comment (postId, position, authorName, markdown, html)
                SELECT id, 0, 'Ann', 'Agreed.', '<p>Agreed.</p>' FROM post
                """)
        }
        try Self.commentedFeed("<p>Second thoughts.</p>").write(toFile: cli.path("talk.xml"), atomically: true, encoding: .utf8)
        try Self.galleryExport.write(toFile: cli.path("export.xml"), atomically: true, encoding: .utf8)
        let imported = try cli.run(
            ["import", "talk.xml", "export.xml"] + ["feeds/nathanhjones-development.xml", "exports/theme-unit-test.xml"].map(CommandLine.fixture))
        #expect(imported.stdout.hasSuffix("\n2 posts lost something: blogkit check for the list\n"), "\(imported.stdout)")
        let result = try cli.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("2012/03/threads/: 1 comment not imported\n"), "\(result.stdout)")
        #expect(result.stdout.contains("2014/05/lisbon/: 1 [gallery] shortcode lost\n"), "\(result.stdout)")
        #expect(result.stdout.contains(": 2 lost something ("), "\(result.stdout)")
    }

    @Test func postShowsTheWholeComparison() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try importLossy(cli)
        let result = try cli.run(["check", "--post", "2011/05/java-logging/"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("  listings   1 in the source, 1 kept"), "\(result.stdout)")
        #expect(result.stdout.contains("  images     1 in the source, 0 kept"), "\(result.stdout)")
        #expect(result.stdout.contains("lost: 1 image lost: https://media.example.com/lazy.jpg"))
        let clean = try cli.run(["check", "--post", "https://blog.example.com/2011/06/clean/"])
        #expect(clean.status == 0)
        #expect(clean.stdout.hasSuffix("  nothing lost\n"), "\(clean.stdout)")
        let missing = try cli.run(["check", "--post", "nope"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "blogkit: error: no post has this guid, id, link or path: nope\n")
    }

    @Test func jsonForTools() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try importLossy(cli)
        let result = try cli.run(["check", "--json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["posts", "posts_with_losses", "lost", "dropped_by_design", "results"])
        #expect(object["posts"] as? Int == 2)
        #expect(object["posts_with_losses"] as? Int == 1)
        let results = try #require(object["results"] as? [[String: Any]])
        try #require(results.count == 1)
        #expect(Set(results[0].keys) == ["id", "guid", "title", "link", "path", "lost", "dropped_by_design", "notes"])
        #expect(results[0]["path"] as? String == "2011/05/java-logging/")
        let lost = try #require(results[0]["lost"] as? [[String: Any]])
        #expect(lost.first?["kind"] as? String == "images")
        #expect(lost.first?["description"] as? String == "1 image lost")
    }

    @Test func noArchiveIsAnError() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["check"])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: blogkit.sqlite: no archive here; run blogkit import first\n")
    }

    @Test func theBuiltSampleSiteHasNoBrokenLinkAndABrokenOneIsFound() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.feeds)
        try "base_url = \"https://example.com/blog/\"\n".write(toFile: cli.path("blogkit.toml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["build"]).status == 0)
        let clean = try cli.run(["check", "--site"])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.hasPrefix("checked "), "\(clean.stdout)")
        #expect(clean.stdout.hasSuffix(" in output/: no broken link\n"))
        let page = cli.path("output/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</body>", with: #"<a href="../../missing/">gone</a><img src="https://example.com/blog/nowhere.png"></body>"#)
            .write(toFile: page, atomically: true, encoding: .utf8)
        let broken = try cli.run(["check", "--site", "output"])
        #expect(broken.status == 1)
        let path = "2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html"
        #expect(broken.stdout.hasPrefix("""
            \(path): broken link ../../missing/
            \(path): broken link https://example.com/blog/nowhere.png

            """), "\(broken.stdout)")
    }
}
