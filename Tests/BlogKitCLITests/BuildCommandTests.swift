import Foundation
import Testing

@Suite("blogkit build, end to end on the sample feeds")
struct BuildCommandTests {
    static let feeds = ["feeds/nathanhjones-development.xml", "feeds/nathanhjones-enterprise.xml"].map(CommandLine.fixture)

    @Test func buildWritesTheSiteThenFindsItUpToDate() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.feeds)
        let first = try cli.run(["build", "--base-url", "https://example.com/blog/"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("built 32 pages from 9 posts in output/: 210 files written, 0 unchanged, 0 removed ("))
        #expect(first.stderr == "")
        #expect(FileManager.default.fileExists(atPath: cli.path("output/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html")))
        #expect(FileManager.default.fileExists(atPath: cli.path("output/feed.xml")))
        let second = try cli.run(["build", "--base-url", "https://example.com/blog/"])
        #expect(second.stdout.hasPrefix("built 32 pages from 9 posts in output/: up to date, nothing rendered ("))
    }

    @Test func withoutABaseURLTheFeedsAreLeftOutWithAWarning() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.feeds)
        let result = try cli.run(["build", "--output", "site", "--title", "Nathan's Notes"])
        #expect(result.status == 0)
        #expect(result.stderr == "blogkit: warning: \(SiteConfigTests.noBaseURLWarning)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.path("site/feed.xml")))
        let home = try String(contentsOfFile: cli.path("site/index.html"), encoding: .utf8)
        #expect(home.contains("<title>Nathan&#39;s Notes</title>"))
    }

    @Test func aTemplatesDirectoryInTheCurrentDirectoryOverridesTheBuiltInOnes() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.feeds)
        try FileManager.default.createDirectory(atPath: cli.path("templates/partials"), withIntermediateDirectories: true)
        try "<footer>Local footer</footer>\n".write(toFile: cli.path("templates/partials/footer.mustache"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["build"]).status == 0)
        #expect(try String(contentsOfFile: cli.path("output/index.html"), encoding: .utf8).contains("<footer>Local footer</footer>"))
    }

    @Test func badInputIsAOneLineError() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let missing = try cli.run(["build", "--db", "nowhere.sqlite"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "blogkit: error: nowhere.sqlite: no archive here; run blogkit import first\n")
        try cli.run(["import"] + Self.feeds)
        let badURL = try cli.run(["build", "--base-url", "example.com"])
        #expect(badURL.status == 2, "usage errors exit with status 2")
        #expect(badURL.stderr.contains("--base-url must be an absolute http(s) URL"))
        let badTemplates = try cli.run(["build", "--templates", "no-such-dir"])
        #expect(badTemplates.status == 1)
        #expect(badTemplates.stderr == "blogkit: error: no-such-dir: cannot read templates: no such directory\n")
    }
}
