import Foundation
import Testing

/// A hostile post link never makes `blogkit build` touch a file outside the output directory,
/// and never makes every build fail: its page goes to `posts/SLUG/`.
@Suite("blogkit build stays inside the output directory")
struct BuildConfinementTests {
    /// A feed link and the title (hence the `posts/` slug) of the post that carries it.
    struct HostileLink: CustomTestStringConvertible, Sendable {
        var link: String
        var title: String
        var testDescription: String { title }
    }

    static let hostileLinks = [
        HostileLink(link: "http://h.example/x%0A0%090%09../..%0A0%090%09zz/", title: "Newlines and tabs inject a manifest line"),
        HostileLink(link: "http://h.example/a%2F..%2F..%2Fescape/", title: "Encoded slashes"),
        HostileLink(link: "http://h.example/%2e%2e/%2e%2e/%2E%2E/escape/", title: "Encoded dot segments"),
        HostileLink(link: "http://h.example/nul%00byte/", title: "A NUL byte"),
        HostileLink(link: "http://h.example/bell%07%1B%5B31m%7F/", title: "Control characters"),
        HostileLink(link: "http://h.example/.blogkit-build/", title: "A segment named like the manifest"),
        HostileLink(link: "http://h.example/2011/.blogkit-build/x/", title: "The manifest name deeper down"),
        HostileLink(link: "http://h.example/" + String(repeating: "abcdefghij/", count: 2_800), title: "A 30 KB path"),
        HostileLink(link: "http://h.example/%5C..%5C..%5Cescape/", title: "Encoded backslashes"),
        HostileLink(link: "http://h.example/..\\..\\escape/", title: "Windows-style backslashes"),
        HostileLink(link: "http://h.example/2011/11/ordinary/index.html/b/", title: "A directory named like a page file"),
        HostileLink(link: "http://h.example/%C0%AE%C0%AE/escape/", title: "Overlong UTF-8 dots"),
    ]

    /// A scratch layout with the output two levels down (`work/site/output`), so that a `../..`
    /// that escapes it lands on `work`, which holds the archive, the feed and canaries.
    struct Layout {
        let cli: CommandLine
        var db: String { "work/blogkit.sqlite" }
        var output: String { "work/site/output" }

        init(feed: String) throws {
            cli = try CommandLine()
            for directory in ["work/site", "work/canary"] {
                try FileManager.default.createDirectory(atPath: cli.path(directory), withIntermediateDirectories: true)
            }
            try "keep me\n".write(toFile: cli.path("work/canary/keep.txt"), atomically: true, encoding: .utf8)
            try "keep me too\n".write(toFile: cli.path("work/site/canary.txt"), atomically: true, encoding: .utf8)
            try feed.write(toFile: cli.path("work/feed.xml"), atomically: true, encoding: .utf8)
            let imported = try cli.run(["import", "--db", db, "work/feed.xml"])
            guard imported.status == 0 else { throw CommandError(result: imported) }
        }

        func build() throws -> CommandLine.Result {
            try cli.run(["build", "--db", db, "--output", output, "--base-url", "https://example.com/"])
        }

        /// Builds twice, each build succeeding, and expects every file outside the output
        /// directory to be as it was.
        func buildTwiceTouchingNothingOutside() throws {
            let before = try outside()
            for _ in 1...2 {
                let build = try build()
                #expect(build.status == 0, "\(build.stderr)")
            }
            #expect(try outside() == before)
        }

        /// Every file outside the output directory but the archive (which reads may touch), with
        /// its content.
        func outside() throws -> [String: Data] {
            var files: [String: Data] = [:]
            let work = cli.path("work")
            for path in FileManager.default.subpaths(atPath: work) ?? []
            where !path.hasPrefix("site/output") && !path.hasPrefix("blogkit.sqlite") {
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: work + "/" + path, isDirectory: &isDirectory)
                files[path] = isDirectory.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: work + "/" + path))
            }
            return files
        }
    }

    /// An RSS feed with one ordinary post and one post per `(link, title)`.
    static func feed(_ items: [(link: String, title: String)]) -> String {
        var feed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Hostile</title><link>http://h.example/</link>
            <item><title>An ordinary post</title><link>http://h.example/2011/11/ordinary/</link>
            <guid>ordinary</guid><pubDate>Fri, 11 Nov 2011 06:30:32 +0000</pubDate><description>Fine.</description></item>

            """
        for (index, item) in items.enumerated() {
            let link = item.link.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            feed += """
                <item><title>\(item.title)</title><link>\(link)</link><guid>hostile-\(index)</guid>
                <pubDate>Sat, 12 Nov 2011 06:30:32 +0000</pubDate><description>Hostile.</description></item>

                """
        }
        return feed + "</channel></rss>\n"
    }

    static func slug(_ title: String) -> String {
        title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    @Test("a hostile post link gets posts/SLUG/ and two builds leave everything outside output/ alone",
          arguments: hostileLinks)
    func hostileLinkIsConfined(_ hostile: HostileLink) throws {
        let layout = try Layout(feed: Self.feed([(hostile.link, hostile.title)]))
        defer { layout.cli.cleanUp() }
        let before = try layout.outside()
        for run in 1...2 {
            let build = try layout.build()
            #expect(build.status == 0, "build \(run): \(build.stderr)")
            #expect(build.stderr == "", "build \(run)")
            #expect(try layout.outside() == before, "build \(run) changed files outside the output directory")
        }
        let output = layout.cli.path(layout.output)
        #expect(FileManager.default.fileExists(atPath: output + "/posts/\(Self.slug(hostile.title))/index.html"))
        #expect(FileManager.default.fileExists(atPath: output + "/2011/11/ordinary/index.html"))
        #expect(FileManager.default.fileExists(atPath: layout.cli.path(layout.db)))
        #expect(try layout.cli.run(["export", "--db", layout.db]).stdout.contains(hostile.title))
    }

    @Test("every hostile link as a post's earlier link, built twice: the new pages, nothing outside touched")
    func hostileEarlierLinks() throws {
        let layout = try Layout(feed: Self.feed(Self.hostileLinks.map { ($0.link, $0.title) }))
        defer { layout.cli.cleanUp() }
        // The same feed again, each link now an ordinary one: the hostile ones are earlier links.
        let renamed = Self.hostileLinks.enumerated().map { index, hostile in ("http://h.example/2011/11/safe-\(index)/", hostile.title) }
        try Self.feed(renamed).write(toFile: layout.cli.path("work/feed.xml"), atomically: true, encoding: .utf8)
        let imported = try layout.cli.run(["import", "--db", layout.db, "work/feed.xml"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let export = try layout.cli.run(["export", "--db", layout.db])
        #expect(export.stdout.contains("\"earlier_links\":[\"http://h.example/%2e%2e/%2e%2e/%2E%2E/escape/\"]"))
        try layout.buildTwiceTouchingNothingOutside()
        let output = layout.cli.path(layout.output)
        for index in Self.hostileLinks.indices {
            #expect(FileManager.default.fileExists(atPath: output + "/2011/11/safe-\(index)/index.html"))
        }
    }

    @Test("every hostile link in one feed, built twice: one safe page each, nothing outside touched")
    func allHostileLinksTogether() throws {
        let layout = try Layout(feed: Self.feed(Self.hostileLinks.map { ($0.link, $0.title) }))
        defer { layout.cli.cleanUp() }
        try layout.buildTwiceTouchingNothingOutside()
        let output = layout.cli.path(layout.output)
        for hostile in Self.hostileLinks {
            #expect(FileManager.default.fileExists(atPath: output + "/posts/\(Self.slug(hostile.title))/index.html"), "\(hostile.title)")
        }
    }
}
