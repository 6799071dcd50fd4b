import Foundation
import ProcessTestSupport
import Testing

@Suite("blogkit import survives interruption and reads feeds over HTTP")
struct ImportRobustnessTests {
    /// An RSS feed of `count` items with unique guids, each with a paragraph-sized body.
    static func largeFeed(items count: Int) -> String {
        var feed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
            <title>Large</title><link>https://large.example.com/</link>
            """
        let paragraph = String(repeating: "Keychain access groups share secrets between apps. ", count: 40)
        for n in 0..<count {
            feed += """
                <item><title>Post \(n)</title><link>https://large.example.com/\(n)/</link>
                <guid>large-\(n)</guid><pubDate>Fri, 11 Nov 2011 06:30:32 +0000</pubDate>
                <content:encoded><![CDATA[<p>\(paragraph)</p><pre>let n = \(n)</pre>]]></content:encoded></item>

                """
        }
        return feed + "</channel></rss>\n"
    }

    /// Imports a small feed, then starts importing a large one (see `startImport`): returns the
    /// export of the small archive, the large feed's path and the running import.
    static func startLargeImport(afterImportingASmallFeed cli: CommandLine) throws -> (String, String, Process) {
        try cli.run(["import", ImportCommandTests.enterprise])
        let before = try cli.run(["export"]).stdout
        let feed = cli.path("large.xml")
        try largeFeed(items: 3_000).write(toFile: feed, atomically: true, encoding: .utf8)
        return (before, feed, try startImport(feed, in: cli))
    }

    /// Starts `blogkit import feed` and returns once its transaction has written uncommitted
    /// pages (the file `growing`, SQLite's write-ahead log unless told otherwise, has passed
    /// `size` bytes), while the import still runs.
    static func startImport(
        _ feed: String, in cli: CommandLine, growing: String = "blogkit.sqlite-wal", past size: Int = 1 << 20
    ) throws -> Process {
        let process = Process()
        process.executableURL = CommandLine.binary
        process.arguments = ["import", feed]
        process.currentDirectoryURL = cli.directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let file = cli.path(growing)
        let fileSize = { ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int) ?? 0 }
        let deadline = Date().addingTimeInterval(60)
        while fileSize() < size, process.isRunning, Date() < deadline {
            usleep(2_000)
        }
        return process
    }

    @Test func anImportKilledMidwayLosesNothingImportedBeforeAndLeavesNoHalfPost() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (before, feed, process) = try Self.startLargeImport(afterImportingASmallFeed: cli)
        #expect(process.isRunning, "the import ended before it could be interrupted")
        kill(process.processIdentifier, SIGKILL)
        process.waitForExit()
        #expect(process.terminationReason == .uncaughtSignal)

        #expect(try cli.run(["export"]).stdout == before)
        let again = try cli.run(["import", feed])
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("imported 3000 posts (3000 new"))
    }

    /// Starts importing a large feed into a directory without an archive, and returns once the
    /// import has written 4 MiB of uncommitted pages into the archive's file (its first import
    /// writes with SQLite's rollback journal, not the log): the feed's path and the running import.
    static func startFirstImport(_ cli: CommandLine) throws -> (String, Process) {
        let feed = cli.path("large.xml")
        try largeFeed(items: 3_000).write(toFile: feed, atomically: true, encoding: .utf8)
        return (feed, try startImport(feed, in: cli, growing: "blogkit.sqlite", past: 4 << 20))
    }

    @Test func aFirstImportKilledMidwayLeavesAnEmptyArchiveInLogMode() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (feed, process) = try Self.startFirstImport(cli)
        #expect(process.isRunning, "the import ended before it could be interrupted")
        #expect(FileManager.default.fileExists(atPath: cli.path("blogkit.sqlite-journal")))
        kill(process.processIdentifier, SIGKILL)
        process.waitForExit()
        #expect(process.terminationReason == .uncaughtSignal)

        // The next process rolls the hot journal back and switches the archive back to the log.
        let export = try cli.run(["export"])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try cli.export().isEmpty)
        #expect(try ConcurrentImportTests.integrityCheck(of: cli.path("blogkit.sqlite")) == "ok")
        #expect(try ConcurrentImportTests.pragma("journal_mode", of: cli.path("blogkit.sqlite")) == "wal")
        let again = try cli.run(["import", feed])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("imported 3000 posts (3000 new"))
    }

    @Test func aReaderWaitsForTheFirstImportAndSeesAllItsPosts() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (_, process) = try Self.startFirstImport(cli)
        defer { process.waitForExit() }
        #expect(process.isRunning, "the import ended before the archive could be read during it")
        let during = try cli.run(["search", "--json", "--limit", "1", "keychain"])
        #expect(during.status == 0, "\(during.stderr)")
        #expect(during.stderr.hasPrefix("blogkit: waiting for another blogkit process to finish writing blogkit.sqlite...\n"))
        #expect(during.stderr.contains("3,000 posts matched"), "\(during.stderr)")
        process.waitForExit()
        #expect(process.terminationStatus == 0)
        #expect(try ConcurrentImportTests.pragma("journal_mode", of: cli.path("blogkit.sqlite")) == "wal")
        #expect(!FileManager.default.fileExists(atPath: cli.path("blogkit.sqlite-journal")))
    }

    @Test func theArchiveCanBeReadWhileAnImportRuns() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (before, _, process) = try Self.startLargeImport(afterImportingASmallFeed: cli)
        defer { process.waitForExit() }
        #expect(process.isRunning, "the import ended before the archive could be read during it")
        let during = try cli.run(["export"])
        #expect(during.status == 0, "\(during.stderr)")
        #expect(during.stdout == before)
        let search = try cli.run(["search", "keychain"])
        #expect(search.status == 0, "\(search.stderr)")
    }

    @Test func aFeedIsImportedFromAnHTTPURL() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let feeds = URL(fileURLWithPath: ImportCommandTests.enterprise).deletingLastPathComponent()
        let server = try LocalHTTPServer(serving: feeds)
        defer { server.stop() }

        let url = "http://127.0.0.1:\(server.port)/nathanhjones-enterprise.xml"
        let result = try cli.run(["import", url])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("imported 2 posts (2 new"))
        #expect(try cli.export().first?["feeds"] as? [String] == [url])

        let missing = try cli.run(["import", "http://127.0.0.1:\(server.port)/nope.xml"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nope.xml: cannot read: HTTP 404"))
    }

    @Test func aDownloadThatCannotStartSaysWhy() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        // Port 1 on loopback: nothing listens there.
        let refused = try cli.run(["import", "http://127.0.0.1:1/feed.xml"])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("blogkit: error: http://127.0.0.1:1/feed.xml: cannot read: Failed to connect to 127.0.0.1 port 1"))
        #expect(refused.stderr.split(separator: "\n").count == 1)

        let noCurl = try cli.run(["import", "http://127.0.0.1:1/feed.xml"], environment: ["PATH": cli.path("empty")])
        #expect(noCurl.status == 1)
        #expect(noCurl.stderr.contains("feed.xml: cannot read: downloading a feed needs curl, which is not installed"))
        #expect(!FileManager.default.fileExists(atPath: cli.path("blogkit.sqlite")))
    }
}

/// Python's http.server on a free loopback port, serving a directory (or any script that writes
/// the port it was given into a file, which the test polls).
final class LocalHTTPServer {
    let process = Process()
    let port: Int

    static let script = """
        import functools, http.server, sys
        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        with open(sys.argv[2] + ".tmp", "w") as f:
            f.write(str(server.server_address[1]))
        import os; os.rename(sys.argv[2] + ".tmp", sys.argv[2])
        server.serve_forever()
        """

    convenience init(serving directory: URL) throws {
        try self.init(python: ["-c", Self.script, directory.path])
    }

    /// Runs `python3 arguments... PORT_FILE extraArguments...`: a script that listens on a free
    /// loopback port and writes it to PORT_FILE.
    init(python arguments: [String], extraArguments: [String] = []) throws {
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: portFile) }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments + [portFile.path] + extraArguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        var port: Int?
        while port == nil, process.isRunning, Date() < deadline {
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
            if port == nil { usleep(20_000) }
        }
        guard let port else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "python3 http.server did not start"])
        }
        self.port = port
    }

    /// SIGKILL, because the server inherits the spawning thread's signal mask, where dispatch
    /// blocks SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitForExit()
    }
}
