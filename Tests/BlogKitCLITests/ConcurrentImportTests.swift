import Foundation
import ProcessTestSupport
import Testing

@Suite("blogkit processes running at once never lose or corrupt the archive")
struct ConcurrentImportTests {
    /// An RSS feed of `count` short items whose guids start with `name`.
    static func smallFeed(_ name: String, items count: Int) -> String {
        let items = (0..<count).map { n in
            """
            <item><title>\(name) post \(n)</title><link>https://\(name).example.com/\(n)/</link>
            <guid>\(name)-\(n)</guid><pubDate>Fri, 11 Nov 2011 06:30:32 +0000</pubDate>
            <description>Post \(n) of \(name), about keychains.</description></item>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>\(name)</title><link>https://\(name).example.com/</link>
            \(items.joined(separator: "\n"))
            </channel></rss>

            """
    }

    /// `PRAGMA integrity_check` of the SQLite file at `path`, run by Python's sqlite3 module (a
    /// reader independent of blogkit).
    static func integrityCheck(of path: String) throws -> String {
        try pragma("integrity_check", of: path)
    }

    /// The first value `PRAGMA name` gives on the SQLite file at `path`, read by Python's sqlite3 module.
    static func pragma(_ name: String, of path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('PRAGMA ' + sys.argv[2]).fetchone()[0])",
            path, name,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitForExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes `count` small feeds of 5 items into the scratch directory: their names, and the
    /// guids of all their items.
    static func writeFeeds(_ count: Int, in cli: CommandLine) throws -> (names: [String], guids: Set<String>) {
        let names = (1...count).map { "feed\($0)" }
        for name in names {
            try smallFeed(name, items: 5).write(toFile: cli.path("\(name).xml"), atomically: true, encoding: .utf8)
        }
        return (names, Set(names.flatMap { name in (0..<5).map { "\(name)-\($0)" } }))
    }

    @Test func eightImportsCreatingOneArchiveAtOnceAllSucceedAndKeepEveryPost() throws {
        // A race shows up in some rounds only: each round starts from a missing archive.
        for round in 1...4 {
            let cli = try CommandLine()
            defer { cli.cleanUp() }
            let (names, expected) = try Self.writeFeeds(8, in: cli)
            let running = try names.map { try cli.start(["import", "--db", "new.sqlite", "\($0).xml"]) }
            for result in try running.map({ try $0.wait() }) {
                #expect(result.status == 0, "round \(round): \(result.stderr)")
                #expect(result.stdout.hasPrefix("imported 5 posts (5 new"), "round \(round): \(result.stdout)")
            }
            let guids = try cli.export(["--db", "new.sqlite"]).compactMap { $0["guid"] as? String }
            #expect(Set(guids) == expected, "round \(round)")
            #expect(try Self.integrityCheck(of: cli.path("new.sqlite")) == "ok", "round \(round)")
        }
    }

    @Test func anImportKilledWhileTheArchiveIsBeingCreatedBreaksNothingForTheOthers() throws {
        // Killed at different moments: before, while and after it holds the creation lock.
        for delay in [0, 5, 15, 40] {
            let cli = try CommandLine()
            defer { cli.cleanUp() }
            let (names, expected) = try Self.writeFeeds(6, in: cli)
            let running = try names.map { try cli.start(["import", "--db", "new.sqlite", "\($0).xml"]) }
            usleep(useconds_t(delay * 1000))
            kill(running[0].process.processIdentifier, SIGKILL)
            for result in try running.dropFirst().map({ try $0.wait() }) {
                #expect(result.status == 0, "killed after \(delay) ms: \(result.stderr)")
            }
            _ = try running[0].wait()
            let guids = Set(try cli.export(["--db", "new.sqlite"]).compactMap { $0["guid"] as? String })
            #expect(guids.isSuperset(of: expected.filter { !$0.hasPrefix("feed1-") }), "killed after \(delay) ms")
            #expect(try Self.integrityCheck(of: cli.path("new.sqlite")) == "ok", "killed after \(delay) ms")
        }
    }

    @Test func importsThatFailRacingOnesThatSucceedNeverRemoveTheArchive() throws {
        for round in 1...4 {
            let cli = try CommandLine()
            defer { cli.cleanUp() }
            let (names, expected) = try Self.writeFeeds(4, in: cli)
            let bad = CommandLine.fixture("bad/page.html")
            let running = try names.flatMap { name in
                [try cli.start(["import", "--db", "new.sqlite", bad]), try cli.start(["import", "--db", "new.sqlite", "\(name).xml"])]
            }
            let results = try running.map { try $0.wait() }
            for (index, result) in results.enumerated() {
                #expect(result.status == (index.isMultiple(of: 2) ? 1 : 0), "round \(round): \(result.stderr)")
            }
            let guids = try cli.export(["--db", "new.sqlite"]).compactMap { $0["guid"] as? String }
            #expect(Set(guids) == expected, "round \(round)")
        }
    }

    @Test func aSecondWriterWaitsForTheFirstAndSaysSoOnce() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (_, _, large) = try ImportRobustnessTests.startLargeImport(afterImportingASmallFeed: cli)
        #expect(large.isRunning, "the large import ended before the second one started")
        let second = try cli.run(["import", ImportCommandTests.development])
        large.waitForExit()
        #expect(large.terminationStatus == 0)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr == "blogkit: waiting for another blogkit process to finish writing blogkit.sqlite...\n")
        #expect(try cli.export().count == 3_009)
    }

    @Test func aWriterGivesUpAfterTheBusyTimeoutAndChangesNothing() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (_, _, large) = try ImportRobustnessTests.startLargeImport(afterImportingASmallFeed: cli)
        #expect(large.isRunning, "the large import ended before the second one started")
        let clock = ContinuousClock()
        let start = clock.now
        let second = try cli.run(["import", "--busy-timeout", "1", ImportCommandTests.development])
        let waited = clock.now - start
        large.waitForExit()
        #expect(second.status == 1)
        #expect(second.stderr == "blogkit: error: blogkit.sqlite: another process is still writing the archive; gave up after waiting 1 s\n")
        #expect(waited >= .seconds(1))
        #expect(try cli.export().count == 3_002, "the large import's posts and the first small feed's, no more")
    }
}
