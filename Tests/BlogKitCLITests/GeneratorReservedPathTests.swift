import Foundation
import Testing

/// A post whose link's path is one a generator writes itself (Hugo's `index.xml`, its taxonomy
/// and section pages) is exported at `posts/SLUG/` instead, with a warning, and the real Hugo
/// builds the site with its own files where they belong.
@Suite("export paths a generator reserves")
struct GeneratorReservedPathTests {
    @Test func hugoBuildsWhenPostsAreLinkedToItsOwnOutputNames() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/hugo"), "hugo missing: run `make test`")
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let links = ["index.xml", "categories/swift/", "posts/", "posts/index.xml", "posts/page/2/", "pages/index.xml"]
        let items = links.enumerated().map { index, path in
            """
            <item><title>Reserved \(index)</title><link>https://example.com/\(path)</link><guid>r\(index)</guid>\
            <category>swift</category><description>&lt;p&gt;Post \(index)&lt;/p&gt;</description></item>
            """
        }
        try """
            <rss version="2.0"><channel><title>T</title><link>https://example.com/</link>
            <item><title>Kept</title><link>https://example.com/2020/kept/</link><guid>k</guid><description>k</description></item>
            \(items.joined(separator: "\n"))
            </channel></rss>
            """.write(toFile: cli.path("feed.xml"), atomically: true, encoding: .utf8)
        try cli.run(["import", "feed.xml"])
        let export = try cli.run(["export", "--format", "hugo", "--output", "site"])
        #expect(export.status == 0)
        let warnings = export.stderr.split(separator: "\n")
        #expect(warnings.count == links.count, "\(export.stderr)")
        for (index, path) in links.enumerated() {
            let line = "blogkit: warning: Hugo writes /\(path.hasSuffix("/") ? path.dropLast() : path[...]) itself; "
                + "the post linked there is exported at /posts/reserved-\(index)/"
            #expect(warnings.contains(Substring(line)), "\(export.stderr)")
        }
        let (status, output) = try GeneratorExportTests.run("/usr/bin/hugo", ["--quiet"], in: cli.path("site"), log: cli.path("hugo.log"))
        #expect(status == 0, "\(output)")
        for index in links.indices {
            let page = try? String(contentsOfFile: cli.path("site/public/posts/reserved-\(index)/index.html"), encoding: .utf8)
            #expect(page?.contains("Post \(index)") == true, "reserved-\(index)")
        }
        #expect(FileManager.default.fileExists(atPath: cli.path("site/public/2020/kept/index.html")))
        let feed = try String(contentsOfFile: cli.path("site/public/index.xml"), encoding: .utf8)
        #expect(feed.hasPrefix("<?xml"))
        let term = try String(contentsOfFile: cli.path("site/public/categories/swift/index.html"), encoding: .utf8)
        #expect(term.contains("/posts/reserved-1/"), "Hugo's list of the category")
    }
}
