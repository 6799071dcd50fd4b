import Foundation
import Testing

@Suite("blogkit import and export, end to end on the sample feeds")
struct ImportCommandTests {
    static let development = CommandLine.fixture("feeds/nathanhjones-development.xml")
    static let enterprise = CommandLine.fixture("feeds/nathanhjones-enterprise.xml")

    @Test func importingTheTwoSampleFeedsYieldsNinePostsAndMergesTheShared() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", Self.development, Self.enterprise])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("imported 9 posts (9 new, 0 updated, 0 unchanged) from 2 feeds in "))

        let posts = try cli.export()
        #expect(posts.count == 9)
        let shared = posts.filter { ($0["feeds"] as? [String])?.count == 2 }
        #expect(shared.count == 2)
        let sso = try #require(posts.first { $0["guid"] as? String == "http://nathanhjones.com/?p=341" })
        #expect(sso["title"] as? String == "A Single Sign-on Pattern for Enterprise iOS Applications")
        #expect(sso["published"] as? String == "2011-11-11T06:30:32Z")
        #expect(sso["author"] as? String == "Nathan")
        #expect(sso["feeds"] as? [String] == [Self.development, Self.enterprise])
        let categories = try #require(sso["categories"] as? [String])
        #expect(categories.first == "business")
        #expect(Set(categories).count == categories.count)
        #expect(posts.first?["guid"] as? String == "http://nathanhjones.com/?p=341", "newest first")
    }

    @Test func reimportingChangesNothingAndExportIsByteIdentical() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.development, Self.enterprise])
        let before = try cli.run(["export"]).stdout
        let again = try cli.run(["import", Self.enterprise, Self.development])
        #expect(again.stdout.hasPrefix("imported 9 posts (0 new, 0 updated, 9 unchanged) from 2 feeds"))
        #expect(try cli.run(["export"]).stdout == before)
    }

    @Test func aChangedItemUpdatesItsPostInPlace() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let feed = cli.path("feed.xml")
        let original = try String(contentsOfFile: Self.development, encoding: .utf8)
        try original.write(toFile: feed, atomically: true, encoding: .utf8)
        try cli.run(["import", feed])
        let ids = try cli.export().compactMap { $0["id"] as? Int }

        let edited = original.replacingOccurrences(
            of: "<title>A Single Sign-on Pattern for Enterprise iOS Applications</title>",
            with: "<title>A Single Sign-on Pattern, Revised</title>")
        #expect(edited != original)
        try edited.write(toFile: feed, atomically: true, encoding: .utf8)
        let result = try cli.run(["import", feed])
        #expect(result.stdout.hasPrefix("imported 9 posts (0 new, 1 updated, 8 unchanged)"))
        let posts = try cli.export()
        #expect(posts.compactMap { $0["id"] as? Int } == ids)
        #expect(posts.first?["title"] as? String == "A Single Sign-on Pattern, Revised")
    }

    @Test func ndjsonWritesOnePostPerLine() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.development])
        let lines = try cli.run(["export", "--format", "ndjson"]).stdout.split(separator: "\n")
        #expect(lines.count == 9)
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    @Test func theDatabaseComesFromDbThenBLOGKIT_DBThenTheDefault() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.enterprise], environment: ["BLOGKIT_DB": cli.path("env.sqlite")])
        try cli.run(["import", "--db", cli.path("flag.sqlite"), Self.enterprise])
        try cli.run(["import", Self.enterprise])
        for name in ["env.sqlite", "flag.sqlite", "blogkit.sqlite"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: cli.path(name))
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600, "\(name)")
        }
    }

    @Test(arguments: [
        ("bad/page.html", "not a feed"), ("bad/feed.json", "not a feed"),
        ("bad/image.png", "not a feed"), ("bad/empty.xml", "empty"), ("bad/missing.xml", "cannot read"),
    ])
    func inputThatIsNotAFeedIsAOneLineErrorAndLeavesTheArchiveAsItWas(fixture: String, reason: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", Self.enterprise])
        let before = try cli.run(["export"]).stdout

        let path = CommandLine.fixture(fixture)
        let result = try cli.run(["import", path])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains(path) == true)
        #expect(lines.first?.contains(reason) == true, "\(result.stderr)")
        #expect(try cli.run(["export"]).stdout == before)
    }

    @Test func aBadFeedAmongGoodOnesFailsAloneAndTheOthersAreImported() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", Self.development, CommandLine.fixture("bad/feed.json")])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("imported 9 posts (9 new"))
        #expect(result.stderr.contains("1 of 2 feeds could not be imported"))
        #expect(try cli.export().count == 9)
    }

    @Test func aFailedFirstImportLeavesNoArchiveBehind() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", CommandLine.fixture("bad/page.html")])
        #expect(result.status == 1)
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path)
        #expect(left.filter { $0.hasPrefix("blogkit.sqlite") }.isEmpty, "\(left)")
    }
}
