import Foundation
import Testing

/// `blogkit feeds`: every feed of the archive, with its posts and last fetch.
@Suite struct FeedsCommandTests {
    @Test func listsFilesAndURLsWithTheirLastFetch() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let url = server.url("nathanhjones-enterprise.xml")
        try #require(try cli.run(["import", ImportCommandTests.development, url]).status == 0)
        let missing = server.url("gone.xml")
        #expect(try cli.run(["import", missing]).status == 1)

        let table = try cli.run(["feeds"])
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("SOURCE "))
        #expect(lines[0].hasSuffix("  TITLE" + String(repeating: " ", count: 27) + "POSTS  LAST FETCHED         STATUS"))
        #expect(lines[1].hasPrefix(ImportCommandTests.development + "  NathanHJones.com » development"))
        #expect(lines[1].hasSuffix("      9  " + lines[1].dropLast("  imported".count).suffix(19) + "  imported"))
        #expect(lines[2].hasPrefix(url + " "))
        #expect(lines[2].contains("  NathanHJones.com » enterprise       2  "))

        let json = try cli.run(["feeds", "--json"])
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(entries.map { $0["source"] as? String } == [ImportCommandTests.development, url])
        #expect(entries.map { Set($0.keys) } == Array(repeating: ["source", "title", "posts", "last_fetched", "last_status"], count: 2))
        #expect(entries[1]["posts"] as? Int == 2)
        #expect(entries[1]["last_status"] as? String == "imported")
        let fetched = try #require(entries[1]["last_fetched"] as? String)
        #expect(fetched.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil)
    }

    @Test func anArchiveMadeBeforeFetchesWereKeptShowsWhenEachFeedWasImported() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try FileManager.default.copyItem(
            atPath: CommandLine.fixture("made-by-v3/blogkit.sqlite"), toPath: cli.path("blogkit.sqlite"))
        let json = try cli.run(["feeds", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { $0["last_status"] is NSNull && $0["last_fetched"] is String })
    }
}
