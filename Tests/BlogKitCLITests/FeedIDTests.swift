import Foundation
import FoundationXML
import GRDB
import Testing

/// Feeds keep their readers: each item of the site's RSS (`guid`), Atom (`id`) and JSON Feed
/// (`id`) is the id the source gave the post (its RSS guid, its Atom id, a WordPress export's
/// `guid`), so a feed reader that followed the old feed delivers no old post again. Checked on
/// real feeds and exports: every item of every built feed against the source's items.
@Suite("Feed items keep their source's ids")
struct FeedIDTests {
    /// The RSS feed and the WordPress and Blogger exports of the CLI tests, and the Atom 1.0
    /// feed of the feed reader's tests.
    static let sources = [
        CommandLine.fixture("feeds/nathanhjones-development.xml"), CommandLine.fixture("exports/pelican-wordpress.xml"),
        CommandLine.fixture("exports/blogger-export.xml"),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FeedsTests/Fixtures/formats/atom-1.0.xml").path,
    ]

    /// The titles of the source's items by id (RSS `guid`, Atom `id`): a WordPress export's
    /// custom post can share a post's guid.
    static func sourceItems(_ path: String) throws -> [String: Set<String>] {
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        var items: [String: Set<String>] = [:]
        for item in try document.nodes(forXPath: "//*[local-name()='item' or local-name()='entry']") {
            let id = try item.nodes(forXPath: "*[local-name()='guid' or local-name()='id']").first?.stringValue
            let title = try item.nodes(forXPath: "*[local-name()='title']").first?.stringValue
            if let id { items[id.trimmingCharacters(in: .whitespacesAndNewlines), default: []].insert((title ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        return items
    }

    /// The id and title of each item of a built feed.
    static func builtItems(_ path: String) throws -> [(id: String, title: String)] {
        if path.hasSuffix(".json") {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
            return (json?["items"] as? [[String: Any]] ?? []).map { ($0["id"] as? String ?? "", $0["title"] as? String ?? "") }
        }
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        return try document.nodes(forXPath: "//*[local-name()='item' or local-name()='entry']").map { item in
            let id = try item.nodes(forXPath: "*[local-name()='guid' or local-name()='id']").first?.stringValue ?? ""
            let title = try item.nodes(forXPath: "*[local-name()='title']").first?.stringValue ?? ""
            return (id, title)
        }
    }

    @Test("every item of the RSS, Atom and JSON feeds has its source's id", arguments: sources)
    func idsAreTheSources(source: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        #expect(try cli.run(["import", source]).status == 0)
        let build = try cli.run(["build", "--base-url", "https://new.example/"])
        #expect(build.status == 0, "\(build.stderr)")
        let expected = try Self.sourceItems(source)
        for feed in ["feed.xml", "atom.xml", "feed.json"] {
            let items = try Self.builtItems(cli.path("output/" + feed))
            #expect(!items.isEmpty, "\(feed)")
            for item in items {
                #expect(expected[item.id] != nil, "\(feed): \(item.id) (\(item.title)) is no id of \(source)")
                // Titles that are plain text in the source are the same in the feed.
                if let titles = expected[item.id], !titles.contains(where: { $0.contains("<") || $0.contains("&") }) {
                    #expect(titles.contains(item.title), "\(feed): \(item.id) is \(titles), not \(item.title)")
                }
            }
            #expect(Set(items.map(\.id)).count == items.count, "\(feed): an id twice")
        }
    }

    /// An archive that imported a WordPress export before blogkit kept its guids (`sourceGuid`
    /// null, as migration v12 leaves it) gives its items their pages' URLs until the export is
    /// imported again, which fills them in though no item changed.
    @Test("importing a WordPress export again gives an older archive its guids")
    func olderArchiveLearnsTheGuids() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let export = CommandLine.fixture("exports/pelican-wordpress.xml")
        #expect(try cli.run(["import", export]).status == 0)
        try ArchiveCheck.database(cli.path("blogkit.sqlite")).write { db in
            try db.execute(sql: "UPDATE post SET sourceGuid = NULL")
        }
        #expect(try cli.run(["build", "--base-url", "https://new.example/"]).status == 0)
        #expect(try Self.builtItems(cli.path("output/feed.xml")).map(\.id).allSatisfy { $0.hasPrefix("https://new.example/") })
        let again = try cli.run(["import", export])
        #expect(again.stdout.contains("0 updated, 4 unchanged"), "\(again.stdout)")
        #expect(try cli.run(["build", "--base-url", "https://new.example/"]).status == 0)
        let ids = try Self.builtItems(cli.path("output/feed.xml")).map(\.id)
        #expect(ids == ["http://thisisa.test/?p=175", "http://thisisa.test/?p=25", "http://thisisa.test/?p=8"], "\(ids)")
    }
}
