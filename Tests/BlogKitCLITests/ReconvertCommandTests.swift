import Foundation
import GRDB
import Testing

@Suite("blogkit reconvert, and import, convert again the posts an older conversion made")
struct ReconvertCommandTests {
    static let feedNames = ["nathanhjones-development.xml", "nathanhjones-enterprise.xml"]

    /// A scratch directory holding the two sample feeds under the names the fixture archive in
    /// Fixtures/made-by-v3 stores them by, and, with `olderArchive`, a copy of that archive.
    static func scratch(olderArchive: Bool) throws -> CommandLine {
        let cli = try CommandLine()
        for name in feedNames {
            try FileManager.default.copyItem(atPath: CommandLine.fixture("feeds/" + name), toPath: cli.path(name))
        }
        if olderArchive {
            try FileManager.default.copyItem(
                atPath: CommandLine.fixture("made-by-v3/blogkit.sqlite"), toPath: cli.path("blogkit.sqlite"))
        }
        return cli
    }

    /// `blogkit export` of the sample feeds freshly imported by this blogkit.
    static func freshExport() throws -> String {
        let cli = try scratch(olderArchive: false)
        defer { cli.cleanUp() }
        try cli.run(["import"] + feedNames)
        return try cli.run(["export"]).stdout
    }

    @Test func importingTheSameFeedsIntoAnArchiveOfAnOlderBlogkitConvertsItsPostsAgainOnce() throws {
        let cli = try Self.scratch(olderArchive: true)
        defer { cli.cleanUp() }
        let first = try cli.run(["import"] + Self.feedNames)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("imported 9 posts (0 new, 0 updated, 9 unchanged; 9 reconverted) from 2 feeds in "))
        let second = try cli.run(["import"] + Self.feedNames)
        #expect(second.stdout.hasPrefix("imported 9 posts (0 new, 0 updated, 9 unchanged) from 2 feeds in "))
        #expect(try OlderConversion.versions(cli.path("blogkit.sqlite")) == [3: 9])
        #expect(try cli.run(["export"]).stdout == Self.freshExport())
        try ArchiveCheck.expectConsistent(cli.path("blogkit.sqlite"))
    }

    @Test func reconvertConvertsAnArchiveOfAnOlderBlogkitWithoutItsFeeds() throws {
        let cli = try Self.scratch(olderArchive: true)
        defer { cli.cleanUp() }
        for name in Self.feedNames { try FileManager.default.removeItem(atPath: cli.path(name)) }
        let first = try cli.run(["reconvert"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("reconverted 9 of 9 posts (conversion 3) in "))
        #expect(first.stderr.isEmpty, "no progress when stderr is not a terminal")
        #expect(try cli.run(["reconvert"]).stdout.hasPrefix("reconverted 0 of 9 posts (conversion 3) in "))
        #expect(try cli.run(["reconvert", "--all", "--jobs", "1"]).stdout.hasPrefix("reconverted 9 of 9 posts"))
        #expect(try cli.run(["export"]).stdout == Self.freshExport())
        try ArchiveCheck.expectConsistent(cli.path("blogkit.sqlite"))
    }

    @Test(arguments: [["reconvert"], ["import"] + feedNames, ["reconvert", "--all"]])
    func postsAnOlderConversionMadeGetTheCurrentOneAndTheSearchIndexFollows(command: [String]) throws {
        let cli = try Self.scratch(olderArchive: false)
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.feedNames)
        let current = try cli.run(["export"]).stdout
        try OlderConversion.age(cli.path("blogkit.sqlite"))
        #expect(try cli.run(["export"]).stdout != current)
        #expect(try cli.run(["search", OlderConversion.marker]).status == 0)
        #expect(try cli.run(["search", "code:NSJSONSerialization"]).status == 1)

        let result = try cli.run(command)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(command[0] == "import" ? "; 9 reconverted)" : "reconverted 9 of 9 posts"))
        #expect(try cli.run(["export"]).stdout == current)
        #expect(try cli.run(["search", OlderConversion.marker]).status == 1)
        #expect(try cli.run(["search", "code:NSJSONSerialization"]).status == 0)
        try ArchiveCheck.expectConsistent(cli.path("blogkit.sqlite"))
    }

    /// A post whose full body came from one feed, and whose item in another feed carries only a
    /// description: importing the second feed converts again the body the archive keeps, the
    /// full one, and never puts the description in its place.
    @Test func importConvertsAgainTheStoredBodyEvenWhenAnotherFeedGaveIt() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let item = "<guid>shared</guid><title>Shared</title><link>https://example.com/shared/</link>"
        try Self.feed("""
            <item>\(item)<description>Short.</description><content:encoded><![CDATA[<p>The full body.</p>
            <pre class="brush: objc">[NSJSONSerialization JSONObjectWithData:data options:0 error:nil];</pre>]]></content:encoded></item>
            """).write(toFile: cli.path("full.xml"), atomically: true, encoding: .utf8)
        try Self.feed("<item>\(item)<description>Short.</description></item>")
            .write(toFile: cli.path("summary.xml"), atomically: true, encoding: .utf8)
        try cli.run(["import", "full.xml", "summary.xml"])
        let current = try cli.run(["export"]).stdout
        try OlderConversion.age(cli.path("blogkit.sqlite"))

        let result = try cli.run(["import", "summary.xml"])
        #expect(result.stdout.hasPrefix("imported 1 post (0 new, 0 updated, 1 unchanged; 1 reconverted) from 1 feed"))
        #expect(try cli.run(["export"]).stdout == current)
        #expect(try cli.run(["search", "code:NSJSONSerialization"]).status == 0)
    }

    @Test func postsANewerConversionMadeAreLeftAlone() throws {
        let cli = try Self.scratch(olderArchive: false)
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.feedNames)
        try DatabaseQueue(path: cli.path("blogkit.sqlite")).write { db in
            try db.execute(sql: "UPDATE post SET conversion = 99 WHERE id IN (SELECT id FROM post LIMIT 4)")
        }
        #expect(try cli.run(["reconvert"]).stdout.hasPrefix("reconverted 0 of 9 posts"))
        #expect(try cli.run(["import"] + Self.feedNames).stdout.contains("9 unchanged) from 2 feeds"))
        #expect(try OlderConversion.versions(cli.path("blogkit.sqlite")) == [3: 5, 99: 4])
    }

    @Test func aReconversionKilledMidRunKeepsWholeBatchesAndARerunFinishes() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let count = 1200
        let db = cli.path("blogkit.sqlite")
        try Self.generatedFeed(items: count).write(toFile: cli.path("feed.xml"), atomically: true, encoding: .utf8)
        try cli.run(["import", "feed.xml"])
        let current = try cli.run(["export"]).stdout
        try OlderConversion.age(db)

        // One worker, so that the run lasts; killed as soon as its first batch is committed.
        let running = try cli.start(["reconvert", "--jobs", "1"])
        while try OlderConversion.versions(db)[3] == nil, running.process.isRunning { usleep(2000) }
        #expect(running.process.isRunning, "the reconversion finished before it could be killed")
        kill(running.process.processIdentifier, SIGKILL)
        let killed = try running.wait()
        #expect(killed.status == SIGKILL)
        #expect(running.process.terminationReason == .uncaughtSignal)

        let done = try OlderConversion.versions(db)[3] ?? 0
        #expect(done > 0 && done < count)
        #expect(done % 200 == 0, "a batch is committed whole or not at all")
        try ArchiveCheck.expectConsistent(db)
        try DatabaseQueue(path: db).read { db in
            let halfDone = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM post WHERE (conversion = 3) = (prose LIKE '%\(OlderConversion.marker)%')
                """)
            #expect(halfDone == 0, "each post is either converted again, in full, or as it was")
        }

        let rerun = try cli.run(["reconvert"])
        #expect(rerun.stdout.hasPrefix("reconverted \(count - done) of \(count) posts"), "\(rerun.stdout)")
        #expect(try cli.run(["export"]).stdout == current)
        #expect(try cli.run(["search", OlderConversion.marker]).status == 1)
    }

    @Test func aReadOnlyArchiveIsRefusedInOneLine() throws {
        let cli = try Self.scratch(olderArchive: false)
        defer { cli.cleanUp() }
        let directory = cli.path("backup")
        let db = directory + "/blogkit.sqlite"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try cli.run(["import", "--db", db] + Self.feedNames)
        try OlderConversion.age(db)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let result = try cli.start(["reconvert", "--db", db], launcher: ReadOnlyArchiveTests.readOnlyMount(directory)).wait()
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(db): the archive is read-only (its file or directory is not writable)\n")
        #expect(result.stdout.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    @Test func withoutAnArchiveItIsAOneLineErrorAndCreatesNone() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["reconvert"])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: blogkit.sqlite: no archive here; run blogkit import first\n")
        #expect(!FileManager.default.fileExists(atPath: cli.path("blogkit.sqlite")))
        let usage = try cli.run(["reconvert", "--jobs", "0"])
        #expect(usage.status == 2)
        #expect(usage.stderr == "blogkit: error: --jobs must be at least 1, not 0; see 'blogkit reconvert --help'\n")
    }

    @Test func helpSaysWhatItConvertsAndHow() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let help = try cli.run(["reconvert", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: blogkit reconvert [--db <path>] [--busy-timeout <seconds>] [--all] [--jobs <n>]"))
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for words in [
            "--all Convert every post", "-j, --jobs <n> How many posts to convert at once", "--busy-timeout <seconds>",
            "(no feed needed)", "batches of 200", "running it again converts the posts still left",
        ] {
            #expect(text.contains(words), "\(words)")
        }
        let overview = try cli.run(["--help"]).stdout
        #expect(overview.contains("reconvert "))
    }

    /// An RSS feed holding `items` (XML).
    static func feed(_ items: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
        <title>Generated</title><link>https://example.com/</link>
        \(items)
        </channel></rss>
        """
    }

    /// An RSS feed of `items` posts, each with prose, a link and a code listing.
    static func generatedFeed(items: Int) -> String {
        let listing = (1...30).map { "  let value\($0) = compute(\($0)) &lt;&lt; 2   " }.joined(separator: "\n")
        let posts = (0..<items).map { n in
            """
            <item><title>Post \(n)</title><link>https://example.com/\(n)/</link><guid>post-\(n)</guid>
            <pubDate>Mon, 01 Jan 2024 00:00:00 +0000</pubDate>
            <content:encoded><![CDATA[<p>Paragraph one of post \(n), with <a href="/about/">a link</a> and <em>emphasis</em>.</p>
            <p>Paragraph two talks about <code>compute</code> at some length, to give the excerpt words to cut.</p>
            <pre class="brush: swift">\(listing)</pre><p>The end of post \(n).</p>]]></content:encoded></item>
            """
        }
        return feed(posts.joined(separator: "\n"))
    }
}
