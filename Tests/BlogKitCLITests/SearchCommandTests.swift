import Archive
import Import
import Feeds
import Foundation
import ProcessTestSupport
import Testing

@Suite("blogkit search and reindex, run as a command")
struct SearchCommandTests {
    /// Runs `body` with a command line and the path of an archive holding two posts.
    func withArchive(_ body: (CommandLine, String) throws -> Void) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let path = cli.path("archive.sqlite")
        let archive = try Archive(path: path)
        let day = try Date("2011-11-11T06:30:32Z", strategy: .iso8601)
        try Importer(archive: archive).save(FeedItem(
            title: "Keychain sharing", link: "https://example.com/keychain/", guid: "k", published: day,
            categories: [FeedCategory(name: "iOS")], contentHTML: "<p>Apps share the keychain group.</p>"),
            fromSource: "test.xml")
        try Importer(archive: archive).save(FeedItem(
            title: "Undated notes", guid: "u", contentHTML: "<p>Nothing about secrets.</p>"), fromSource: "test.xml")
        try body(cli, path)
    }

    @Test func printsRankedResultsAndASummary() throws {
        try withArchive { cli, db in
            let run = try cli.run(["search", "--db", db, "keychain"])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("1. Keychain sharing\n   2011-11-11  https://example.com/keychain/\n"))
            #expect(run.stdout.contains("share the keychain group"))
            #expect(run.stdout.contains("1 post matched in "))
            #expect(!run.stdout.contains("\u{1B}["))
        }
    }

    /// The command closes its connection before it exits (it does not release the archive):
    /// SQLite removes the write-ahead log and its index, as it does for a connection released.
    @Test func aSearchLeavesNoLogBehind() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let db = cli.path("archive.sqlite")
        try Importer(archive: Archive(path: db)).save(FeedItem(
            title: "Keychain sharing", guid: "k", contentHTML: "<p>Apps share the keychain group.</p>"),
            fromSource: "test.xml")
        for (arguments, status) in [(["keychain"], Int32(0)), (["--json", "keychain"], 0), (["absent"], 1)] {
            let run = try cli.run(["search", "--db", db] + arguments)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: db + "-wal"), "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: db + "-shm"), "\(arguments)")
        }
    }

    @Test func wordsAfterDoubleDashAndExclusionsAreNotOptions() throws {
        try withArchive { cli, db in
            let excluded = try cli.run(["search", "--db", db, "keychain", "-group"])
            #expect(excluded.status == 1, "\(excluded.stderr)")
            #expect(excluded.stdout.hasPrefix("0 posts matched"))
            let searched = try cli.run(["search", "--db", db, "--json", "--", "--keychain"])
            #expect(searched.status == 0, "\(searched.stderr)")
            #expect(searched.stdout.contains("\"guid\" : \"k\""))
        }
    }

    @Test func groupsLargeCountsAndSaysWhenCountingStopped() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let db = cli.path("archive.sqlite")
        let items = (1...10_001).map { "<item><title>Note \($0)</title><guid>\($0)</guid><description>A token.</description></item>" }
        let feed = cli.path("feed.xml")
        try Data("<rss version=\"2.0\"><channel><title>Notes</title>\(items.joined())</channel></rss>".utf8)
            .write(to: URL(fileURLWithPath: feed))
        _ = try Importer(archive: Archive(path: db)).importFeed(feed)
        let run = try cli.run(["search", "--db", db, "token"])
        #expect(run.stdout.contains("\nmore than 10,000 posts matched (showing 1-10) in "))
    }

    @Test func findsAWordInsideChineseJapaneseAndKoreanText() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let db = cli.path("archive.sqlite")
        let archive = try Archive(path: db)
        for (guid, title, text) in [("zh", "装备", "我的装备清单很长。"), ("ja", "買い物", "新しいキーボードを買いました。"),
                                    ("ko", "분석기", "형태소 분석기를 만들었습니다.")] {
            try Importer(archive: archive).save(FeedItem(title: title, guid: guid, contentHTML: "<p>\(text)</p>"), fromSource: "test.xml")
        }
        let run = try cli.run(["search", "--db", db, "清单"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("1. 装备\n"))
        #expect(run.stdout.contains("我的装备清单很长。"))
        #expect(run.stdout.contains("1 post matched in "))
        for (query, guid) in [("装备清单", "zh"), ("キーボード", "ja"), ("분석기", "ko")] {
            let json = try cli.run(["search", "--db", db, "--json", query])
            let hits = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            #expect(hits.map { $0["guid"] as? String } == [guid], "\(query)")
        }
    }

    @Test func printsJSONWithStableKeys() throws {
        try withArchive { cli, db in
            let run = try cli.run(["search", "--db", db, "--json", "keychain"])
            #expect(run.status == 0)
            // Top-level keys of the first hit: the lines indented by exactly four spaces.
            let keys = run.stdout.split(separator: "\n")
                .filter { $0.hasPrefix("    \"") }
                .compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
            #expect(keys.prefix(9) == ["categories", "guid", "id", "link", "matched_in", "published", "score", "snippet", "title"])
            let hits = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
            #expect(hits.count == 1)
            #expect(hits[0]["published"] as? String == "2011-11-11T06:30:32Z")
            #expect(hits[0]["matched_in"] as? [String] == ["title", "prose"])
            #expect(run.stderr.contains("1 post matched in "))
        }
    }

    @Test func jsonEscapesWhatStringsHold() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let db = cli.path("archive.sqlite")
        let archive = try Archive(path: db)
        try Importer(archive: archive).save(FeedItem(
            title: "A \"quoted\" C:\\path/to\u{1}file\u{8}\u{7F}\u{85}\u{2028}é😀", guid: "q",
            contentHTML: "<p>Escapes\tand \\ slashes.</p>"),
            fromSource: "test.xml")
        let expected = try #require(try archive.search(try SearchQuery("escapes")).hits.first)
        let run = try cli.run(["search", "--db", db, "--json", "escapes"])
        let hits = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(hits.first?["title"] as? String == expected.title)
        #expect(hits.first?["snippet"] as? String == expected.snippet.text)
        #expect(hits.first?["score"] as? Double == expected.score)
        #expect(hits.first?["id"] as? Int64 == expected.id)
        #expect(hits.first?["categories"] as? [String] == [])
        #expect(run.stdout.contains(#""categories" : [\#n\#n    ]"#))
    }

    @Test func anUndatedPostHasANullDate() throws {
        try withArchive { cli, db in
            let run = try cli.run(["search", "--db", db, "--json", "notes"])
            #expect(run.stdout.contains(#""published" : null"#))
            #expect(run.stdout.contains(#""link" : null"#))
        }
    }

    @Test func exitsOneWhenNothingMatches() throws {
        try withArchive { cli, db in
            let text = try cli.run(["search", "--db", db, "android"])
            #expect(text.status == 1)
            #expect(text.stdout == "0 posts matched in " + text.stdout.dropFirst(19))
            let json = try cli.run(["search", "--db", db, "--json", "android"])
            #expect(json.status == 1)
            #expect(json.stdout == "[]\n")
        }
    }

    static let usageErrors: [[String]] = [
        [], ["*"], ["-fno-objc-arc"], ["--limit", "0", "x"], ["--limit", "many", "x"], ["--offset", "-1", "x"],
        ["--since", "2011-13", "x"], ["--until", "soon", "x"],
    ]

    @Test(arguments: usageErrors)
    func exitsTwoWithOneLineOnUsageErrors(arguments: [String]) throws {
        try withArchive { cli, db in
            let run = try cli.run(["search", "--db", db] + arguments)
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(!run.stderr.isEmpty)
        }
    }

    @Test(arguments: [
        (["--offset", "9223372036854775797"], "offset must be between 0 and 1000000, not 9223372036854775797"),
        (["--limit", "9223372036854775807"], "limit must be between 1 and 1000, not 9223372036854775807"),
    ])
    func pagingPastItsRangeIsOneLineNotACrash(arguments: [String], message: String) throws {
        try withArchive { cli, db in
            let run = try cli.run(["search", "--db", db] + arguments + ["alpha"])
            #expect(run.status == 2)
            #expect(run.stderr == "blogkit: error: \(message)\n")
        }
    }

    @Test func aSixteenThousandWordQueryIsRefusedInOneLine() throws {
        try withArchive { cli, db in
            let run = try cli.run(["search", "--db", db] + Array(repeating: "alpha", count: 16_000))
            #expect(run.status == 2)
            #expect(run.stderr == "blogkit: error: the query is over 1000 characters; shorten it to the words that matter\n")
        }
    }

    @Test func aMissingArchiveIsAUsageErrorAndIsNotCreated() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let path = cli.path("missing.sqlite")
        let run = try cli.run(["search", "--db", path, "keychain"])
        #expect(run.status == 2)
        #expect(run.stderr == "blogkit: error: \(path): no archive here; run blogkit import first\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func highlightsOnATerminalUnlessNoColor() throws {
        try withArchive { cli, db throws in
            let colored = try Self.onATerminal(cli, "search --db \(db) keychain")
            let plain = try Self.onATerminal(cli, "search --db \(db) keychain", noColor: true)
            #expect(colored.contains("\u{1B}[1mkeychain\u{1B}[22m"))
            #expect(plain.contains("keychain") && !plain.contains("\u{1B}["))
        }
    }

    /// What `blogkit arguments` writes to a pseudo-terminal, as script(1) records it.
    static func onATerminal(_ cli: CommandLine, _ arguments: String, noColor: Bool = false) throws -> String {
        let typescript = cli.path("typescript-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(CommandLine.binary.path) \(arguments)", typescript]
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "NO_COLOR" }
            .merging(noColor ? ["NO_COLOR": "1"] : [:]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitForExit()
        return try String(contentsOfFile: typescript, encoding: .utf8)
    }

    @Test func reindexSaysWhatItDid() throws {
        try withArchive { cli, db in
            let run = try cli.run(["reindex", "--db", db])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("Reindexed 2 posts ("))
            #expect(try cli.run(["search", "--db", db, "secrets"]).status == 0)
        }
    }
}
