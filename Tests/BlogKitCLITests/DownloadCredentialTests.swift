import Foundation
import ProcessTestSupport
import Testing

/// `https://user:password@host/feed`: the credentials reach the server, and nothing else: not
/// the archive, not a message, not curl's command line.
@Suite struct DownloadCredentialTests {
    /// `http://reader:s3cr%3At%40pw@127.0.0.1:PORT/path` and the same URL without its userinfo.
    static func urls(_ server: FeedServer, _ path: String) -> (withCredentials: String, without: String) {
        let url = server.url(path)
        return (url.replacingOccurrences(of: "http://", with: "http://reader:s3cr%3At%40pw@"), url)
    }

    /// The command line of the curl that `blogkit arguments...` runs to download the server's
    /// `/auth/drip`, read once the server has let it in.
    static func curlCommandLine(
        _ arguments: [String], _ server: FeedServer, _ cli: CommandLine, environment: [String: String] = [:]
    ) throws -> Data {
        let running = try BackgroundImport(arguments, in: cli, environment: environment)
        defer {
            kill(running.process.processIdentifier, SIGKILL)
            running.process.waitForExit()
        }
        let curl = try #require(running.curl())
        // The drip answers only once the credentials were right.
        #expect(waitFor(timeout: 5) { server.requests().first { $0.hasPrefix("/auth/drip ") && !$0.hasSuffix(" -") } } != nil)
        let commandLine = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(curl)/cmdline"))
        #expect(!commandLine.isEmpty)
        return commandLine
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
        let commandLine = try Self.curlCommandLine(["import", Self.urls(server, "auth/drip").withCredentials], server, cli)
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

    @Test func netrcIsReadWhereNETRCSays() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let netrc = cli.path("feeds.netrc")
        try "machine 127.0.0.1 login reader password s3cr:t@pw\n".write(toFile: netrc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: netrc)
        let url = server.url("auth/nathanhjones-enterprise.xml")
        let without = try cli.run(["import", url], environment: ["HOME": cli.directory.path])
        #expect(without.stderr == "blogkit: error: \(url): cannot read: HTTP 401\n")
        let result = try cli.run(["import", url], environment: ["HOME": cli.directory.path, "NETRC": netrc])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// The header goes to the URL's server and no other, and nowhere else: not the archive, its
    /// write-ahead log, the output, `feeds`, or curl's command line.
    @Test func anAuthHeaderFromTheEnvironmentIsSentButNeverStoredOrShown() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let other = try FeedServer(in: cli)
        defer { other.stop() }
        let secret = ["FEED_AUTH": FeedServer.bearer]
        let url = server.url("auth/nathanhjones-enterprise.xml")

        let refused = try cli.run(["import", url])
        #expect(refused.stderr == "blogkit: error: \(url): cannot read: HTTP 401\n")
        let result = try cli.run(["import", "--auth-header-env", "FEED_AUTH", url], environment: secret)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests().last == "/auth/nathanhjones-enterprise.xml Bearer t0ken-s3cret")
        let moved = server.url("redirect?to=\(other.url("auth/nathanhjones-enterprise.xml"))")
        let redirected = try cli.run(["import", "--auth-header-env", "FEED_AUTH", moved], environment: secret)
        #expect(redirected.stderr.hasSuffix("cannot read: HTTP 401\n"))
        #expect(other.requests() == ["/auth/nathanhjones-enterprise.xml -"])

        // sync sends the header of the same variable again, and says so when it is not set.
        let unset = try cli.run(["sync"])
        #expect(unset.status == 1)
        #expect(unset.stderr.hasPrefix("blogkit: error: \(url): cannot read: imported with --auth-header-env FEED_AUTH, "
            + "but the environment variable FEED_AUTH is not set\n"))
        let sync = try cli.run(["sync"], environment: secret)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(server.requests().last == "/auth/nathanhjones-enterprise.xml Bearer t0ken-s3cret")
        let feeds = try cli.run(["feeds", "--json"])
        for output in [result, redirected, feeds, unset, sync] {
            #expect(!(output.stdout + output.stderr).contains("t0ken"))
        }
        for file in ["blogkit.sqlite", "blogkit.sqlite-wal"] where FileManager.default.fileExists(atPath: cli.path(file)) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: cli.path(file)))
            #expect(bytes.range(of: Data("t0ken".utf8)) == nil, "\(file)")
        }

        let commandLine = try Self.curlCommandLine(
            ["import", "--auth-header-env", "FEED_AUTH", server.url("auth/drip")], server, cli, environment: secret)
        #expect(commandLine.range(of: Data("t0ken".utf8)) == nil)
    }

    @Test(arguments: [["FEED_AUTH": "Bearer t0ken-s3cret"], ["FEED_AUTH": "Authorization: Bearer t0ken\r\nX-Other: 1"], [:]])
    func anAuthHeaderVariableThatIsNotOneHeaderLineIsAUsageError(environment: [String: String]) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", "--auth-header-env", "FEED_AUTH", "http://127.0.0.1:1/feed.xml"], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("blogkit: error: --auth-header-env: "))
        #expect(!result.stderr.contains("t0ken"))
    }
}
