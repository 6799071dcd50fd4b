import Foundation
import Testing

@Suite("blogkit remove, end to end on the sample feeds")
struct RemoveCommandTests {
    static let sso = "http://nathanhjones.com/?p=341"
    static let ssoLink = "http://nathanhjones.com/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/"
    static let ssoPage = "output/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html"
    static let json = "http://nathanhjones.com/2011/11/03/getting-started-with-json-in-ios/"

    /// A scratch directory with both sample feeds imported.
    static func importedSamples() throws -> CommandLine {
        let cli = try CommandLine()
        let imported = try cli.run(["import"] + BuildCommandTests.feeds)
        #expect(imported.status == 0, "\(imported.stderr)")
        return cli
    }

    @Test func removesByGuidOrLinkAndReportsAnIDThatMatchesNothing() throws {
        let cli = try Self.importedSamples()
        defer { cli.cleanUp() }
        let result = try cli.run(["remove", Self.sso, "https://example.com/nope/", Self.json])
        #expect(result.status == 1)
        #expect(result.stdout == """
            removed: 'A Single Sign-on Pattern for Enterprise iOS Applications' (http://nathanhjones.com/?p=341)
            removed: 'Getting Started with JSON in iOS5' (http://nathanhjones.com/?p=315)

            """)
        #expect(result.stderr == "blogkit: error: https://example.com/nope/: no post has this guid or link\n")
        let guids = try cli.export().compactMap { $0["guid"] as? String }
        #expect(guids.count == 7)
        #expect(!guids.contains(Self.sso))
        // "mSSO" is a category of the single sign-on post alone: its search rows went with it.
        #expect(try cli.run(["search", "mSSO"]).status == 1)
    }

    @Test func theNextBuildDeletesTheRemovedPostsPage() throws {
        let cli = try Self.importedSamples()
        defer { cli.cleanUp() }
        try cli.run(["build"])
        #expect(FileManager.default.fileExists(atPath: cli.path(Self.ssoPage)))
        #expect(try cli.run(["remove", Self.ssoLink]).status == 0)
        let rebuilt = try cli.run(["build"])
        #expect(rebuilt.stdout.hasPrefix("built 28 pages from 8 posts in output/:"), "\(rebuilt.stdout)")
        #expect(!FileManager.default.fileExists(atPath: cli.path(Self.ssoPage)))
        let home = try String(contentsOfFile: cli.path("output/index.html"), encoding: .utf8)
        #expect(!home.contains("Single Sign-on"))
    }

    @Test func aPostRemovedForeverStaysOutOfReimportsUntilAllowedAgain() throws {
        let cli = try Self.importedSamples()
        defer { cli.cleanUp() }
        // Removed without --forever, a post comes back with the next import.
        try cli.run(["remove", Self.json])
        #expect(try cli.run(["import"] + BuildCommandTests.feeds).stdout.hasPrefix("imported 9 posts (1 new, 0 updated, 8 unchanged) from 2 feeds"))

        let forever = try cli.run(["remove", "--forever", Self.ssoLink])
        #expect(forever.stdout == "removed forever: 'A Single Sign-on Pattern for Enterprise iOS Applications' (\(Self.sso))\n")
        let skipped = try cli.run(["import"] + BuildCommandTests.feeds)
        #expect(skipped.stdout.hasPrefix("imported 8 posts (0 new, 0 updated, 8 unchanged; 1 excluded) from 2 feeds"), "\(skipped.stdout)")
        #expect(try cli.export().count == 8)

        let list = try cli.run(["remove", "--list"])
        #expect(list.status == 0)
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        #expect(list.stdout == "\(Self.sso)  \(today)  A Single Sign-on Pattern for Enterprise iOS Applications\n")

        let notExcluded = try cli.run(["remove", "--allow", Self.json])
        #expect(notExcluded.status == 1)
        #expect(notExcluded.stderr == "blogkit: error: \(Self.json): no post removed forever has this guid or link\n")
        let allowed = try cli.run(["remove", "--allow", Self.ssoLink])
        #expect(allowed.stdout == "allowed again: 'A Single Sign-on Pattern for Enterprise iOS Applications' (\(Self.sso))\n")
        #expect(try cli.run(["remove", "--list"]).stdout.isEmpty)
        #expect(try cli.run(["import"] + BuildCommandTests.feeds).stdout.hasPrefix("imported 9 posts (1 new, 0 updated, 8 unchanged) from 2 feeds"))
    }

    @Test func wrongCallsAreUsageErrors() throws {
        let cli = try Self.importedSamples()
        defer { cli.cleanUp() }
        for arguments in [["remove"], ["remove", "--list", Self.sso], ["remove", "--allow", "--forever", Self.sso], ["remove", "--allow"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
        let missing = try cli.run(["remove", "--db", "missing.sqlite", Self.sso])
        #expect(missing.status == 1)
        #expect(missing.stderr == "blogkit: error: missing.sqlite: no archive here; run blogkit import first\n")
        #expect(!FileManager.default.fileExists(atPath: cli.path("missing.sqlite")))
    }
}
