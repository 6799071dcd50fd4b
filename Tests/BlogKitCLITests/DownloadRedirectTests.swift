import Foundation
import ProcessTestSupport
import Testing

/// Redirects are followed by blogkit itself: at most 5, http and https only, and never to an
/// address class (loopback, private, link-local...) other than the one the user gave.
@Suite struct DownloadRedirectTests {
    @Test func fiveRedirectsAreFollowedAndASixthIsRefused() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }

        let five = try cli.run(["import", server.url("chain/5/nathanhjones-enterprise.xml")])
        #expect(five.status == 0, "\(five.stderr)")
        #expect(five.stdout.hasPrefix("imported 2 posts (2 new"))

        let url = server.url("chain/6/nathanhjones-enterprise.xml")
        let six = try cli.run(["import", url])
        #expect(six.status == 1)
        #expect(six.stderr == "blogkit: error: \(url): cannot read: more than 5 redirects\n")
    }

    @Test func aRedirectLoopIsRefusedAtOnceAndTheArchiveKept() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        #expect(try cli.run(["import", server.url("nathanhjones-enterprise.xml")]).status == 0)
        let before = try cli.export()
        let url = server.url("loop/a")
        let loop = try cli.run(["import", url])
        #expect(loop.status == 1)
        #expect(loop.stderr == "blogkit: error: \(url): cannot read: refused a redirect to \(url): a redirect loop\n")
        #expect(server.requests().filter { $0.contains("/loop/") }.count == 2, "a, b, then a is refused unasked")
        #expect(try cli.export().count == before.count)
    }

    @Test func anHTTPSFeedCannotRedirectToHTTP() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let certificate = cli.path("localhost.pem")
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", certificate, "-out", certificate,
        ]
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitForExit()
        try #require(openssl.terminationStatus == 0)
        let secure = try FeedServer(in: cli, certificate: certificate)
        defer { secure.stop() }
        let plain = try FeedServer(in: cli)
        defer { plain.stop() }
        let trust = ["CURL_CA_BUNDLE": certificate]

        let direct = try cli.run(["import", secure.url("nathanhjones-enterprise.xml")], environment: trust)
        #expect(direct.status == 0, "\(direct.stderr)")
        let target = plain.url("nathanhjones-enterprise.xml")
        let url = secure.url("redirect?to=\(target)")
        let downgrade = try cli.run(["import", url], environment: trust)
        #expect(downgrade.stderr == "blogkit: error: \(url): cannot read: refused a redirect to \(target): from https to http\n")
        #expect(plain.requests().isEmpty)
    }

    /// `location` in ~/.curlrc would make curl follow redirects itself, past every check.
    @Test func theUsersCurlrcCannotMakeCurlFollowRedirects() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        try "location\nmax-redirs = 50\n".write(toFile: cli.path(".curlrc"), atomically: true, encoding: .utf8)
        let url = server.url("chain/6/nathanhjones-enterprise.xml")
        let result = try cli.run(["import", url], environment: ["HOME": cli.directory.path])
        #expect(result.stderr == "blogkit: error: \(url): cannot read: more than 5 redirects\n")
    }

    @Test(arguments: ["file:///etc/passwd", "ftp://127.0.0.1/feed.xml", "gopher://127.0.0.1/"])
    func aRedirectToAnotherSchemeIsRefused(target: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let url = server.url("redirect?to=\(target)")
        let result = try cli.run(["import", url])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(url): cannot read: refused a redirect to \(target): not http or https\n")
    }

    /// The check comes before any connection: curl (wrapped by a script that logs each run) runs
    /// once, for the loopback URL, and never for the address redirected to.
    @Test(arguments: [
        ("http://10.255.255.1:9/feed.xml", "10.255.255.1 is a private address"),
        ("http://169.254.169.254/latest/meta-data/", "169.254.169.254 is a link-local address"),
        ("http://[::ffff:10.1.2.3]/feed.xml", "::ffff:10.1.2.3 is a private address"),
        ("http://100.64.0.1/feed.xml", "100.64.0.1 is a private address"),
    ])
    func aLoopbackFeedCannotRedirectToAPrivateOrLinkLocalAddress(target: String, reason: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let url = server.url("redirect?to=\(target)")
        let (path, runs) = try loggingCurl(in: cli)
        let result = try cli.run(["import", "--timeout", "5", url], environment: ["PATH": path])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(url): cannot read: refused a redirect to \(target): \(reason)\n")
        #expect(try String(contentsOfFile: runs, encoding: .utf8) == "run\n")
        #expect(server.requests().count == 1)
    }

    @Test func aLoopbackFeedMayRedirectWithinLoopback() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let target = "http://localhost:\(server.server.port)/nathanhjones-enterprise.xml"
        let result = try cli.run(["import", server.url("redirect?to=\(target)")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("imported 2 posts (2 new"))
    }

    @Test func aFeedCannotMakeBlogkitFetchAnything() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let feed = cli.path("entities.xml")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE rss SYSTEM "\(server.url("dtd"))" [
              <!ENTITY remote SYSTEM "\(server.url("entity"))">
            ]>
            <rss version="2.0" xmlns:xi="http://www.w3.org/2001/XInclude"><channel><title>T</title>
            <item><title>&remote;</title><guid>1</guid>
            <description>&lt;img src="\(server.url("image"))"&gt;</description>
            <xi:include href="\(server.url("xinclude"))"/></item>
            </channel></rss>
            """.write(toFile: feed, atomically: true, encoding: .utf8)
        let result = try cli.run(["import", feed])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests().isEmpty)
    }
}
