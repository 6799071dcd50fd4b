import Foundation
import Testing

/// `blogkit sync` against a real loopback server: conditional GET with ETag and Last-Modified,
/// failures that leave the archive as it was, and a bound on downloads at once.
@Suite struct SyncCommandTests {
    /// A server of copies of the two sample feeds, `a.xml` (enterprise, 2 posts) and `b.xml`
    /// (development, 9 posts), which a test may change.
    static func servedFeeds(in cli: CommandLine) throws -> (FeedServer, directory: String) {
        let directory = cli.path("served")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ImportCommandTests.enterprise, toPath: directory + "/a.xml")
        try FileManager.default.copyItem(atPath: ImportCommandTests.development, toPath: directory + "/b.xml")
        return (try FeedServer(in: cli, directory: directory), directory)
    }

    /// Renames the first post of `a.xml`.
    static func changeFeedA(in directory: String) throws {
        let path = directory + "/a.xml"
        let feed = try String(contentsOfFile: path, encoding: .utf8)
        try feed.replacingOccurrences(of: "A Single Sign-on Pattern", with: "A Better Sign-on Pattern")
            .write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `blogkit feeds --json`, by source.
    static func feeds(_ cli: CommandLine) throws -> [String: [String: Any]] {
        let result = try cli.run(["feeds", "--json"])
        guard result.status == 0 else { throw CommandError(result: result) }
        let entries = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: entries.map { ($0["source"] as? String ?? "", $0) })
    }

    static func titles(_ cli: CommandLine) throws -> [String] {
        try cli.export().compactMap { $0["title"] as? String }.sorted()
    }

    @Test func anUnchangedFeedIsNotModifiedAndAChangedOneIsImported() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (server, directory) = try Self.servedFeeds(in: cli)
        defer { server.stop() }
        let (a, b) = (server.url("etag/a.xml"), server.url("b.xml"))
        let imported = try cli.run(["import", a, b])
        #expect(imported.status == 0, "\(imported.stderr)")

        // a.xml has an ETag, b.xml a Last-Modified (Python's file server): both are 304s.
        let unchanged = try cli.run(["sync"])
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        #expect(unchanged.stderr.isEmpty)
        let lines = unchanged.stdout.split(separator: "\n").map(String.init)
        #expect(Set(lines.dropLast()) == ["\(a): not modified", "\(b): not modified"])
        #expect(lines.last?.hasPrefix("synced 2 feeds in ") == true)
        #expect(lines.last?.hasSuffix(": 0 imported, 2 not modified, 0 failed") == true)
        #expect(try Self.feeds(cli)[a]?["last_status"] as? String == "not modified")

        try Self.changeFeedA(in: directory)
        // One second later, so that Last-Modified moves too.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: directory + "/b.xml")
        let changed = try cli.run(["sync"])
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(changed.stdout.contains("\(a): imported 2 posts (0 new, 1 updated, 1 unchanged)\n"))
        #expect(changed.stdout.contains("\(b): imported 9 posts (0 new, 0 updated, 9 unchanged)\n"))
        #expect(try Self.titles(cli).contains("A Better Sign-on Pattern for Enterprise iOS Applications"))
        #expect(try Self.feeds(cli)[a]?["last_status"] as? String == "imported")

        let again = try cli.run(["sync"])
        #expect(again.stdout.hasSuffix(": 0 imported, 2 not modified, 0 failed\n"))
        try ArchiveCheck.expectConsistent(cli.path("blogkit.sqlite"))
    }

    @Test func aFailingFeedIsReportedAndTheOthersAreStillSynced() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (server, directory) = try Self.servedFeeds(in: cli)
        defer { server.stop() }
        let (a, b) = (server.url("etag/a.xml"), server.url("b.xml"))
        try #require(try cli.run(["import", a, server.url("etag/b.xml")]).status == 0)
        try #require(try cli.run(["import", b]).status == 0)
        let before = try Self.titles(cli)
        try FileManager.default.removeItem(atPath: directory + "/a.xml")
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: directory + "/b.xml")

        let result = try cli.run(["sync"])
        #expect(result.status == 1)
        let failed = server.url("etag/a.xml")
        let errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 2)
        #expect(errors.first == "blogkit: error: \(failed): cannot read: HTTP 404")
        #expect(errors.last == "blogkit: error: 1 of 3 feeds could not be synced")
        #expect(result.stdout.contains("\(b): imported 9 posts (0 new, 0 updated, 9 unchanged)\n"))
        #expect(result.stdout.contains("\(server.url("etag/b.xml")): not modified\n"))
        #expect(result.stdout.hasSuffix(": 1 imported, 1 not modified, 1 failed\n"))
        #expect(try Self.titles(cli) == before)
        let status = try Self.feeds(cli)[failed]?["last_status"] as? String
        #expect(status == "failed: cannot read: HTTP 404")
    }

    @Test func aDownloadCutShortLeavesTheFeedAsItWas() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (server, directory) = try Self.servedFeeds(in: cli)
        defer { server.stop() }
        let url = server.url("cut/a.xml")
        try #require(try cli.run(["import", url]).status == 0)
        let before = try cli.run(["export"]).stdout
        try Self.changeFeedA(in: directory)
        try Data().write(to: URL(fileURLWithPath: directory + "/a.xml.cut"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: directory + "/a.xml")

        let result = try cli.run(["sync"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("blogkit: error: \(url): cannot read: transfer closed with "))
        #expect(try cli.run(["export"]).stdout == before)
        try ArchiveCheck.expectConsistent(cli.path("blogkit.sqlite"))
    }

    @Test func aFeedOverTheSizeLimitFailsAndLeavesTheArchiveAsItWas() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (server, directory) = try Self.servedFeeds(in: cli)
        defer { server.stop() }
        let url = server.url("etag/a.xml")
        try #require(try cli.run(["import", url]).status == 0)
        let before = try cli.run(["export"]).stdout
        try Self.changeFeedA(in: directory)

        let result = try cli.run(["sync", "--max-feed-size", "10KB"])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(url): larger than the 10 KB limit (see --max-feed-size)\n"
            + "blogkit: error: 1 of 1 feed could not be synced\n")
        #expect(try cli.run(["export"]).stdout == before)
        #expect(try Self.feeds(cli)[url]?["last_status"] as? String == "failed: larger than the 10 KB limit (see --max-feed-size)")
        try ArchiveCheck.expectConsistent(cli.path("blogkit.sqlite"))
    }

    @Test(arguments: [(["--jobs", "2"], 2), ([], 4)])
    func atMostJobsFeedsAreDownloadedAtOnce(options: [String], expected: Int) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (server, _) = try Self.servedFeeds(in: cli)
        defer { server.stop() }
        let urls = (1...6).map { server.url("slow/a.xml?copy=\($0)") }
        try #require(try cli.run(["import"] + urls).status == 0)
        try FileManager.default.removeItem(atPath: server.log.path + ".peak")

        let result = try cli.run(["sync"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(": 0 imported, 6 not modified, 0 failed\n"))
        #expect(server.peakSlowRequests() == expected)
    }

    /// On a terminal, stderr says how many feeds there are and how many are done, each count
    /// cleared before the next line.
    @Test func progressIsShownOnATerminal() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (server, _) = try Self.servedFeeds(in: cli)
        defer { server.stop() }
        try #require(try cli.run(["import", server.url("etag/a.xml"), server.url("b.xml")]).status == 0)
        let result = try cli.start(["sync"], launcher: BuildProgressTests.terminal).wait()
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("syncing 2 feeds...\r\u{1B}[K"))
        #expect(result.stdout.contains(": not modified\r\nsynced 1 of 2 feeds...\r\u{1B}[K"))
        #expect(result.stdout.contains(": not modified\r\nsynced 2 feeds in "))
    }

    @Test func anArchiveOfFilesHasNothingToSync() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try #require(try cli.run(["import", ImportCommandTests.enterprise]).status == 0)
        let result = try cli.run(["sync"])
        #expect(result.status == 0)
        #expect(result.stdout == "nothing to sync: blogkit.sqlite holds no feed imported from a URL\n")
        let missing = try cli.run(["sync", "--db", "none.sqlite"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "blogkit: error: none.sqlite: no archive here; run blogkit import first\n")
        #expect(!FileManager.default.fileExists(atPath: cli.path("none.sqlite")))
    }

    @Test func downloadsNameBlogkitAndItsVersion() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let version = try cli.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(try cli.run(["import", server.url("agent")]).status == 0)
        #expect(try cli.export().first?["title"] as? String == "blogkit/\(version)")
    }
}
