import Foundation
import Testing

/// `https://user:password@host/feed`: the credentials reach the server, and nothing else: not
/// the archive, not a message, not curl's command line.
@Suite struct DownloadCredentialTests {
    /// `http://reader:s3cr%3At%40pw@127.0.0.1:PORT/path` and the same URL without its userinfo.
    static func urls(_ server: FeedServer, _ path: String) -> (withCredentials: String, without: String) {
        let url = server.url(path)
        return (url.replacingOccurrences(of: "http://", with: "http://reader:s3cr%3At%40pw@"), url)
    }

    @Test func credentialsInTheURLAreSentButNeverStoredOrPrinted() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let (url, stripped) = Self.urls(server, "auth/nathanhjones-enterprise.xml")

        let result = try cli.run(["import", url])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests() == ["/auth/nathanhjones-enterprise.xml Basic cmVhZGVyOnMzY3I6dEBwdw=="])
        #expect(result.stderr == "blogkit: warning: \(stripped): the user name and password in the URL were used, "
            + "not stored; keep them in ~/.netrc instead\n")
        #expect(try cli.export().first?["feeds"] as? [String] == [stripped])
        let archive = try Data(contentsOf: URL(fileURLWithPath: cli.path("blogkit.sqlite")))
        #expect(archive.range(of: Data("s3cr".utf8)) == nil)

        let (unreachable, unreachableStripped) = (
            "http://reader:s3cr%3At%40pw@127.0.0.1:1/feed.xml", "http://127.0.0.1:1/feed.xml")
        let failed = try cli.run(["import", unreachable])
        #expect(failed.status == 1)
        #expect(!failed.stderr.contains("s3cr"))
        #expect(failed.stderr.contains("blogkit: error: \(unreachableStripped): cannot read: Failed to connect"))
    }

    @Test func credentialsNeverAppearOnCurlsCommandLine() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let running = try BackgroundImport(["import", Self.urls(server, "auth/drip").withCredentials], in: cli)
        defer {
            kill(running.process.processIdentifier, SIGKILL)
            running.process.waitUntilExit()
        }
        let curl = try #require(running.curl())
        // The drip answers only once the credentials were right.
        #expect(waitFor(timeout: 5) { server.requests().first { $0.hasPrefix("/auth/drip Basic ") } } != nil)
        let commandLine = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(curl)/cmdline"))
        #expect(!commandLine.isEmpty)
        #expect(commandLine.range(of: Data("s3cr".utf8)) == nil)
        #expect(commandLine.range(of: Data("reader".utf8)) == nil)
    }

    @Test func credentialsAreReadFromNetrc() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let netrc = cli.path(".netrc")
        try "machine 127.0.0.1 login reader password s3cr:t@pw\n".write(toFile: netrc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: netrc)
        let result = try cli.run(["import", server.url("auth/nathanhjones-enterprise.xml")], environment: ["HOME": cli.directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }
}
