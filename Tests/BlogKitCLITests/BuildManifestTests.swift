import Foundation
import Testing

/// `output/.blogkit-build`: a site whose manifest an older blogkit wrote keeps track of its files,
/// and the quick check that finds a site up to date still notices whatever changed since.
@Suite("the build manifest, through blogkit build")
struct BuildManifestTests {
    static let build = ["build", "--base-url", "https://example.com/blog/"]
    static let page = "output/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html"

    /// A scratch directory with the sample feeds imported and built, then found up to date.
    private func builtSite() throws -> CommandLine {
        let cli = try CommandLine()
        try expectSuccess(cli.run(["import"] + BuildCommandTests.feeds))
        try expectSuccess(cli.run(Self.build))
        #expect(try cli.run(Self.build).stdout.contains(": up to date, nothing rendered ("))
        return cli
    }

    @Test func aSiteWhoseJSONManifestTheLastBlogkitWroteKeepsTrackOfItsFiles() throws {
        let cli = try builtSite()
        defer { cli.cleanUp() }
        let fixture = CommandLine.fixture("manifests/format-3.json")
        let listed = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixture))) as? [String: Any])
        let files = try #require(listed["files"] as? [String: Any]).keys
        let manifest = cli.path("output/.blogkit-build")
        try FileManager.default.removeItem(atPath: manifest)
        try FileManager.default.copyItem(atPath: fixture, toPath: manifest)

        // Every page is rendered once and compared; none changed, none is taken for the user's.
        let rebuild = try cli.run(Self.build)
        #expect(rebuild.stderr == "")
        #expect(rebuild.stdout.contains(" in output/: 0 files written, "), "\(rebuild.stdout)")
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        #expect(text.hasPrefix("blogkit-build 4\n"))
        let paths = Set(text.split(separator: "\n").dropFirst(6).compactMap { line in
            line.split(separator: " ", maxSplits: 3).dropFirst(3).first.map(String.init)
        })
        #expect(files.filter { FileManager.default.fileExists(atPath: cli.path("output/" + $0)) && !paths.contains($0) } == [])
        #expect(try cli.run(Self.build).stdout.contains(": up to date, nothing rendered ("))

        // A post gone from the archive: its page is listed only in the old manifest, and goes.
        try FileManager.default.removeItem(atPath: manifest)
        try FileManager.default.copyItem(atPath: fixture, toPath: manifest)
        try expectSuccess(cli.run(["remove", "http://nathanhjones.com/?p=341"]))
        let removed = try cli.run(Self.build)
        #expect(removed.stderr == "")
        #expect(!removed.stdout.contains(", 0 removed"), "\(removed.stdout)")
        #expect(!FileManager.default.fileExists(atPath: cli.path(Self.page)))
        #expect(!FileManager.default.fileExists(atPath: cli.path("output/posts")))
    }

    @Test func afterAnUpToDateBuildAFileDeletedOrEditedInPlaceIsWrittenAgain() throws {
        let cli = try builtSite()
        defer { cli.cleanUp() }
        let page = cli.path(Self.page)
        let original = try Data(contentsOf: URL(fileURLWithPath: page))
        try FileManager.default.removeItem(atPath: page)
        #expect(try cli.run(Self.build).stdout.contains(": 1 file written, "))
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == original)

        // The same number of bytes, written into the file itself: only its mtime tells.
        let handle = try #require(FileHandle(forWritingAtPath: page))
        try handle.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: 16))
        try handle.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)).count == original.count)
        #expect(try cli.run(Self.build).stdout.contains(": 1 file written, "))
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == original)
        #expect(try cli.run(Self.build).stdout.contains(": up to date, nothing rendered ("))
    }

    @Test func afterAnUpToDateBuildAChangedPostOrOptionIsRendered() throws {
        let cli = try builtSite()
        defer { cli.cleanUp() }
        let feed = try String(contentsOfFile: BuildCommandTests.feeds[1], encoding: .utf8)
        let edited = feed.replacingOccurrences(
            of: "<title>A Single Sign-on Pattern for Enterprise iOS Applications</title>",
            with: "<title>A Single Sign-on Pattern for Enterprise iOS Apps</title>")
        #expect(edited != feed)
        try edited.write(toFile: cli.path("enterprise.xml"), atomically: true, encoding: .utf8)
        try expectSuccess(cli.run(["import", "enterprise.xml"]))
        #expect(!(try cli.run(Self.build).stdout.contains("up to date")))
        #expect(try String(contentsOfFile: cli.path(Self.page), encoding: .utf8).contains("Enterprise iOS Apps</h1>"))

        #expect(try cli.run(Self.build).stdout.contains(": up to date, nothing rendered ("))
        #expect(!(try cli.run(Self.build + ["--title", "Renamed"]).stdout.contains("up to date")))
        #expect(try String(contentsOfFile: cli.path("output/index.html"), encoding: .utf8).contains("<title>Renamed</title>"))
    }

    @Test func aManifestThatDoesNotMatchItsFilesIsNotTakenAsUpToDate() throws {
        let cli = try builtSite()
        defer { cli.cleanUp() }
        let manifest = cli.path("output/.blogkit-build")
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A line fewer than the header counts (the home page's); then one whose time does not
        // match its file.
        let home = try #require(lines.firstIndex { $0.hasSuffix(" index.html") })
        let dropped = lines.remove(at: home)
        try lines.joined(separator: "\n").write(toFile: manifest, atomically: true, encoding: .utf8)
        let short = try cli.run(Self.build)
        #expect(short.stdout.contains(": 0 files written, "), "\(short.stdout)")
        #expect(try String(contentsOfFile: manifest, encoding: .utf8).contains("\n\(dropped)\n"))

        let stamped = try String(contentsOfFile: manifest, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fields = stamped[home].split(separator: " ", maxSplits: 2).map(String.init)
        fields[1] = String((Int64(fields[1]) ?? 0) + 1)
        var damaged = stamped
        damaged[home] = fields.joined(separator: " ")
        try damaged.joined(separator: "\n").write(toFile: manifest, atomically: true, encoding: .utf8)
        #expect(try cli.run(Self.build).stdout.contains(": 0 files written, "))
        #expect(try String(contentsOfFile: manifest, encoding: .utf8) == stamped.joined(separator: "\n"))
        #expect(try cli.run(Self.build).stdout.contains(": up to date, nothing rendered ("))
    }

    /// The up-to-date check reads every path of the manifest, which is on disk and may have been
    /// edited: a path through `..` names no file blogkit wrote, even when it leads to one with
    /// the very stamp, and the build renders.
    @Test func aManifestPathThroughDotDotIsNeverTakenAsIntact() throws {
        let cli = try builtSite()
        defer { cli.cleanUp() }
        let manifest = cli.path("output/.blogkit-build")
        var lines = try String(contentsOfFile: manifest, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let home = try #require(lines.firstIndex { $0.hasSuffix(" index.html") && !$0.hasSuffix("/index.html") })
        let post = try #require(lines.firstIndex { $0.hasSuffix("/index.html") })
        let folder = try #require(lines[post].split(separator: " ", maxSplits: 3).last?.split(separator: "/").first)
        lines[home] = lines[home].dropLast("index.html".count) + "\(folder)/../index.html"
        try lines.joined(separator: "\n").write(toFile: manifest, atomically: true, encoding: .utf8)
        let result = try cli.run(Self.build)
        #expect(!result.stdout.contains("up to date"), "\(result.stdout)")
        #expect(try cli.run(Self.build).stdout.contains(": up to date, nothing rendered ("))
    }

    private func expectSuccess(_ result: CommandLine.Result) {
        #expect(result.status == 0, "\(result.stderr)")
    }
}
