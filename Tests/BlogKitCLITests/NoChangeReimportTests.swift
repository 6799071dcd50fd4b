import Foundation
import GRDB
import Testing

/// An import that changes nothing changes nothing: the next build finds the site up to date
/// without reading a post, and a re-import that edits one post rebuilds its page.
@Suite("blogkit import of the same files again, then build")
struct NoChangeReimportTests {
    static let inputs = [
        "feeds/nathanhjones-development.xml", "exports/pelican-wordpress.xml", "exports/comments.xml",
    ].map(CommandLine.fixture)
    static let build = ["build", "--base-url", "https://example.com/blog/"]

    @Test func theSameFeedAndExportAgainLeaveTheBuildUpToDate() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try expectSuccess(cli.run(["import"] + Self.inputs))
        try expectSuccess(cli.run(Self.build))
        let before = try modificationTimes(in: cli.path("output"))
        let imported = try revision(of: cli)
        try expectSuccess(cli.run(["import"] + Self.inputs))
        #expect(try revision(of: cli) == imported, "the revision moved")
        let rebuild = try cli.run(Self.build)
        #expect(rebuild.stdout.contains(": up to date, nothing rendered ("), "\(rebuild.stdout)")
        #expect(try modificationTimes(in: cli.path("output")) == before)
    }

    @Test func oneEditedPostMovesTheRevisionAndRebuildsItsPage() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let feed = cli.path("feed.xml")
        let original = try String(contentsOfFile: Self.inputs[0], encoding: .utf8)
        try original.write(toFile: feed, atomically: true, encoding: .utf8)
        try expectSuccess(cli.run(["import", feed]))
        try expectSuccess(cli.run(Self.build))
        let page = cli.path("output/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html")
        let before = try modificationTimes(in: cli.path("output"))
        let imported = try revision(of: cli)

        let edited = original.replacingOccurrences(
            of: "<title>A Single Sign-on Pattern for Enterprise iOS Applications</title>",
            with: "<title>A Single Sign-on Pattern for Enterprise iOS Apps</title>")
        #expect(edited != original)
        try edited.write(toFile: feed, atomically: true, encoding: .utf8)
        try expectSuccess(cli.run(["import", feed]))
        #expect(try revision(of: cli) > imported)
        let rebuild = try cli.run(Self.build)
        #expect(!rebuild.stdout.contains("up to date"), "\(rebuild.stdout)")
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("Enterprise iOS Apps</h1>"))
        let after = try modificationTimes(in: cli.path("output"))
        #expect(after[page] != before[page])
        let untouched = cli.path("output/2008/03/25/needed-gmail-enhancements/index.html")
        #expect(after[untouched] != nil && after[untouched] == before[untouched])
    }

    private func expectSuccess(_ result: CommandLine.Result) {
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// The archive's revision, read as `blogkit build` reads it, the archive opened read-only.
    private func revision(of cli: CommandLine) throws -> Int64 {
        var configuration = Configuration()
        configuration.readonly = true
        let archive = try DatabaseQueue(path: cli.path("blogkit.sqlite"), configuration: configuration)
        return try archive.read { db in try Int64.fetchOne(db, sql: "SELECT value FROM archive_revision") ?? -1 }
    }

    /// Every file under `directory` with its modification time, in nanoseconds.
    private func modificationTimes(in directory: String) throws -> [String: Int] {
        var times: [String: Int] = [:]
        let files = FileManager.default.enumerator(atPath: directory)
        while let name = files?.nextObject() as? String {
            var info = stat()
            let path = directory + "/" + name
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            times[path] = info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        }
        return times
    }
}
