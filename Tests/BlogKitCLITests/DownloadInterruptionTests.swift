import Foundation
import ProcessTestSupport
import Testing

/// A killed or interrupted import leaves no curl running and no temporary file behind.
@Suite struct DownloadInterruptionTests {
    /// Starts importing the server's endless drip with TMPDIR in `cli`'s directory: the import,
    /// its curl, and that TMPDIR.
    static func startDripImport(_ server: FeedServer, in cli: CommandLine) throws -> (BackgroundImport, pid_t, String) {
        let tmp = try DownloadLimitTests.temporaryDirectory(in: cli)
        let running = try BackgroundImport(["import", server.url("drip")], in: cli, environment: ["TMPDIR": tmp])
        return (running, try #require(running.curl()), tmp)
    }

    @Test func curlDiesWithAKilledImport() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let (running, curl, _) = try Self.startDripImport(server, in: cli)

        kill(running.process.processIdentifier, SIGKILL)
        running.process.waitForExit()
        let gone = waitFor(timeout: 2) { isAlive(curl) ? nil : true }
        if gone == nil { kill(curl, SIGKILL) }
        #expect(gone == true, "curl \(curl) still runs after its blogkit was killed")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptedDownloadRemovesItsOwnerOnlyTemporaryFile(signal: Int32) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let (running, curl, tmp) = try Self.startDripImport(server, in: cli)
        let file = try #require(waitFor(timeout: 5) { DownloadLimitTests.leftovers(in: tmp).first })
        let mode = try FileManager.default.attributesOfItem(atPath: tmp + "/" + file)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        kill(running.process.processIdentifier, signal)
        #expect(running.process.waitForExit(within: 5), "blogkit ignored the signal")
        #expect(running.process.terminationReason == .uncaughtSignal)
        #expect(running.process.terminationStatus == signal)
        #expect(DownloadLimitTests.leftovers(in: tmp).isEmpty)
        #expect(waitFor(timeout: 2) { isAlive(curl) ? nil : true } == true)
        if isAlive(curl) { kill(curl, SIGKILL) }
    }

    @Test func anInterruptedPipeRemovesItsTemporaryCopy() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let tmp = try DownloadLimitTests.temporaryDirectory(in: cli)
        let input = Pipe()
        let process = Process()
        process.executableURL = CommandLine.binary
        process.arguments = ["import", "/dev/stdin"]
        process.currentDirectoryURL = cli.directory
        process.environment = ["TMPDIR": tmp]
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForReading.close()
        try input.fileHandleForWriting.write(contentsOf: Data(#"<rss version="2.0"><channel><title>T</title>"#.utf8))
        let file = waitFor(timeout: 5) { DownloadLimitTests.leftovers(in: tmp).first }
        #expect(file != nil)

        kill(process.processIdentifier, SIGTERM)
        #expect(process.waitForExit(within: 5), "blogkit ignored the signal")
        try input.fileHandleForWriting.close()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(DownloadLimitTests.leftovers(in: tmp).isEmpty)
    }
}
