import Foundation
import ProcessTestSupport
import Testing

/// A feed too big or too slow is given up with one line, whether it comes from a URL or a pipe,
/// and leaves no temporary file behind.
@Suite struct DownloadLimitTests {
    /// A scratch TMPDIR for the import, to check that nothing is left in it.
    static func temporaryDirectory(in cli: CommandLine) throws -> String {
        let path = cli.path("tmp")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func leftovers(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? ["(unreadable)"]
    }

    @Test(arguments: ["endless", "bomb?bytes=5000000", "length?bytes=5000000"])
    func aFeedOverTheSizeLimitIsRefusedInOneLine(path: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let tmp = try Self.temporaryDirectory(in: cli)

        let url = server.url(path)
        let start = Date()
        let result = try cli.run(["import", "--max-feed-size", "1MB", url], environment: ["TMPDIR": tmp])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(url): larger than the 1 MB limit (see --max-feed-size)\n")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(Self.leftovers(in: tmp).isEmpty)
    }

    @Test func theDefaultSizeLimitIs100MB() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let tmp = try Self.temporaryDirectory(in: cli)
        let url = server.url("length?bytes=100000001")
        let result = try cli.run(["import", url], environment: ["TMPDIR": tmp])
        #expect(result.stderr == "blogkit: error: \(url): larger than the 100 MB limit (see --max-feed-size)\n")
        #expect(Self.leftovers(in: tmp).isEmpty)
    }

    @Test func endlessXMLOnAPipeIsRefusedAtTheSizeLimit() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let tmp = try Self.temporaryDirectory(in: cli)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c",
            #"{ printf '<rss version="2.0"><channel>'; yes '<item><title>x</title></item>'; } | "$0" import --max-feed-size 1.5MB /dev/stdin"#,
            CommandLine.binary.path,
        ]
        shell.currentDirectoryURL = cli.directory
        shell.environment = ["TMPDIR": tmp, "PATH": "/usr/bin:/bin"]
        let errors = cli.directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        shell.standardError = try FileHandle(forWritingTo: errors)
        try shell.run()
        shell.waitForExit()
        #expect(shell.terminationStatus == 1)
        #expect(try String(contentsOf: errors, encoding: .utf8)
            == "blogkit: error: /dev/stdin: larger than the 1500 KB limit (see --max-feed-size)\n")
        #expect(Self.leftovers(in: tmp).isEmpty)
    }

    @Test func aSizeLimitThatIsNotASizeIsAUsageError() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", "--max-feed-size", "lots", "feed.xml"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("blogkit: error: "))
        #expect(result.stderr.hasPrefix("blogkit: error: The value 'lots' is invalid for '--max-feed-size <size>'"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aDownloadIsGivenUpAtTheTimeout() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let tmp = try Self.temporaryDirectory(in: cli)
        let url = server.url("drip")
        let start = Date()
        // The drip sends 5 bytes a second: above curl's old 1 byte/s floor, never done.
        let result = try cli.run(["import", "--timeout", "2", url], environment: ["TMPDIR": tmp])
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(url): cannot read: no complete answer within 2 s (see --timeout)\n")
        #expect(seconds >= 2 && seconds < 6)
        #expect(Self.leftovers(in: tmp).isEmpty)
    }

    @Test func aDownloadSlowerThan1KBPerSecondIsGivenUpAtTheStallTimeout() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let url = server.url("drip")
        let start = Date()
        let result = try cli.run(["import", "--stall-timeout", "2", url])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(url): cannot read: slower than 1 KB/s for 2 s (see --stall-timeout)\n")
        #expect(Date().timeIntervalSince(start) < 6)
    }
}
