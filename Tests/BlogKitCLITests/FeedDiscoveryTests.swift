import Foundation
import Testing

/// `blogkit import PAGE`: a web page given instead of a feed is read for the feed its head names,
/// which is downloaded through the same checks as a redirect.
@Suite struct FeedDiscoveryTests {
    /// A served copy of a WordPress page whose links lead to `blog/` on the loopback server
    /// (written as `prefix`), its posts' feed being the enterprise sample feed.
    static func servedPage(in cli: CommandLine, linksTo prefix: String) throws -> (FeedServer, page: String) {
        let blog = cli.path("served/blog")
        try FileManager.default.createDirectory(atPath: blog + "/my-account", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: blog + "/feed", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ImportCommandTests.enterprise, toPath: blog + "/feed/index.xml")
        let page = try String(contentsOfFile: CommandLine.fixture("pages/wordpress-my-account.html"), encoding: .utf8)
            .replacingOccurrences(of: "https://agentunicorn.github.io/wordpress-demo/feed/", with: prefix + "feed/index.xml")
            .replacingOccurrences(of: "https://agentunicorn.github.io/wordpress-demo/", with: prefix)
        try page.write(toFile: blog + "/my-account/index.html", atomically: true, encoding: .utf8)
        let server = try FeedServer(in: cli, directory: cli.path("served"))
        return (server, server.url("blog/my-account/"))
    }

    @Test func aWordPressPageLeadsToItsPostsFeedByARelativeLink() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (server, page) = try Self.servedPage(in: cli, linksTo: "../")
        defer { server.stop() }

        let result = try cli.run(["import", page])
        #expect(result.status == 0, "\(result.stderr)")
        let feed = server.url("blog/feed/index.xml")
        #expect(result.stderr == "blogkit: \(page): a web page; importing the feed it names, \(feed) "
            + "(\"Automobile blog » Feed\"; it names 1 other: \(server.url("blog/comments/feed/")))\n")
        #expect(result.stdout.hasPrefix("imported 2 posts (2 new, 0 updated, 0 unchanged) from 1 feed"))
        #expect(try cli.export().first?["feeds"] as? [String] == [feed])
        #expect(server.requests().map { $0.split(separator: " ").first.map(String.init) } == [
            "/blog/my-account/", "/blog/feed/index.xml",
        ])
    }

    @Test func aPageWithoutAFeedLinkIsNotAFeed() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let directory = cli.path("served")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try #"<!doctype html><html><head><link rel="alternate" type="application/json" href="/wp-json/"><title>T</title></head><body><link rel="alternate" type="application/rss+xml" href="/feed/"></body></html>"#
            .write(toFile: directory + "/page.html", atomically: true, encoding: .utf8)
        let server = try FeedServer(in: cli, directory: directory)
        defer { server.stop() }
        let url = server.url("page.html")
        let result = try cli.run(["import", url])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(url): not a feed: starts with <!doctype html>: an HTML page\n")
        #expect(server.requests().count == 1)
    }

    /// The page's link is checked as a redirect would be: curl never runs for the private address.
    @Test func aPageCannotLeadToAPrivateAddress() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (server, page) = try Self.servedPage(in: cli, linksTo: "http://10.255.255.1:9/")
        defer { server.stop() }
        let (path, runs) = try loggingCurl(in: cli)
        let result = try cli.run(["import", "--timeout", "5", page], environment: ["PATH": path])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: http://10.255.255.1:9/feed/index.xml: cannot read: refused the link "
            + "from \(page): 10.255.255.1 is a private address\n")
        #expect(try String(contentsOfFile: runs, encoding: .utf8) == "run\n")
    }
}
