import Foundation
import Testing

/// `blogkit import --history URL`: the older pages of a feed, through RFC 5005 links or
/// WordPress's `?paged=`, imported as that feed's, within a bound and with a delay.
@Suite struct FeedHistoryTests {
    /// Three pages of two posts each in `served/history`, the first two linking to the next with
    /// an RFC 5005 `relation` (RSS with `atom:link rel="next"`, or Atom with `rel="prev-archive"`).
    static func servedPages(in cli: CommandLine, relation: String) throws -> FeedServer {
        let directory = cli.path("served/history")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for page in 1...3 {
            let link = page < 3 ? #"<link rel="\#(relation)" href="page\#(page + 1).xml"/>"# : ""
            let posts = [2 * page - 1, 2 * page]
            let feed = relation == "next"
                ? #"<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>H</title>"#
                    + link.replacingOccurrences(of: "<link", with: "<atom:link")
                    + posts.map { "<item><title>Post \($0)</title><guid>post-\($0)</guid></item>" }.joined()
                    + "</channel></rss>"
                : #"<feed xmlns="http://www.w3.org/2005/Atom"><title>H</title><id>urn:h</id>"# + link
                    + posts.map { "<entry><title>Post \($0)</title><id>post-\($0)</id></entry>" }.joined() + "</feed>"
            try feed.write(toFile: directory + "/page\(page).xml", atomically: true, encoding: .utf8)
        }
        return try FeedServer(in: cli, directory: cli.path("served"))
    }

    @Test(arguments: [("next", #"rel="next" links"#), ("prev-archive", #"rel="prev-archive" links"#)])
    func threeRFC5005PagesAreImportedAsOneFeed(relation: String, paging: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try Self.servedPages(in: cli, relation: relation)
        defer { server.stop() }
        let url = server.url("history/page1.xml")

        let start = Date()
        let result = try cli.run(["import", "--history", "--page-delay", "0.2", url])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) >= 0.4)
        #expect(result.stderr == "blogkit: \(url): history: 3 pages, through \(paging)\n")
        #expect(result.stdout.hasPrefix("imported 6 posts (6 new, 0 updated, 0 unchanged) from 1 feed"))
        #expect(server.requests().map { $0.split(separator: " ")[0] } == [
            "/history/page1.xml", "/history/page2.xml", "/history/page3.xml",
        ])
        let feeds = try cli.run(["feeds", "--json"]).stdout
        #expect(feeds.contains(#""posts":6,"source":"\#(url)""#))
        try ArchiveCheck.expectConsistent(cli.path("blogkit.sqlite"))

        let bounded = try cli.run(["import", "--history", "--max-pages", "2", "--page-delay", "0", url])
        #expect(bounded.stderr == "blogkit: \(url): history: 2 pages, through \(paging); stopped at --max-pages 2\n")
    }

    @Test func aWordPressFeedIsReadPageByPageUntilA404() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let url = server.url("wordpress/feed/?pages=3")
        let result = try cli.run(["import", "--history", "--page-delay", "0", url])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "blogkit: \(url): history: 3 pages, through WordPress's ?paged=\n")
        #expect(result.stdout.hasPrefix("imported 6 posts (6 new, 0 updated, 0 unchanged) from 1 feed"))
        #expect(server.requests().map { $0.split(separator: " ")[0] } == [
            "/wordpress/feed/?pages=3", "/wordpress/feed/?pages=3&paged=2", "/wordpress/feed/?pages=3&paged=3",
            "/wordpress/feed/?pages=3&paged=4",
        ])
        #expect(try cli.export().count == 6)
    }

    @Test func aFeedWithoutOlderPagesSaysSo() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try Self.servedPages(in: cli, relation: "next")
        defer { server.stop() }
        let last = server.url("history/page3.xml")
        let result = try cli.run(["import", "--history", last])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "blogkit: \(last): history: no older page (no rel=\"next\" or rel=\"prev-archive\" link, no WordPress ?paged=2)\n")
        #expect(server.requests().count == 1)
    }

    /// The sample feeds are WordPress's, served by a server that ignores `?paged=`: the second page
    /// is the first again, and ends the walk.
    @Test func aServerThatIgnoresPagedEndsTheWalkAtOnce() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let url = server.url("nathanhjones-enterprise.xml")
        let result = try cli.run(["import", "--history", "--page-delay", "0", url])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix(": history: no older page (no rel=\"next\" or rel=\"prev-archive\" link, no WordPress ?paged=2)\n"))
        #expect(server.requests().map { $0.split(separator: " ")[0] } == [
            "/nathanhjones-enterprise.xml", "/nathanhjones-enterprise.xml?paged=2",
        ])
    }

    @Test func aFailingOlderPageKeepsThePagesBeforeIt() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try Self.servedPages(in: cli, relation: "next")
        defer { server.stop() }
        try FileManager.default.removeItem(atPath: cli.path("served/history/page3.xml"))
        let url = server.url("history/page1.xml")
        let result = try cli.run(["import", "--history", "--page-delay", "0", url])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(server.url("history/page3.xml")): cannot read: HTTP 404\n")
        #expect(try cli.export().count == 4)
    }
}
