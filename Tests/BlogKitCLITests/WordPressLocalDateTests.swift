import Foundation
import Testing

/// A WordPress export names no time zone; an item without `wp:post_date_gmt` (WordPress writes
/// `0000-00-00 00:00:00` for a post it never dated in UTC) is dated by its `wp:post_date`, the
/// site's local time, less the offset the export's other items show.
@Suite("blogkit import: WordPress local dates")
struct WordPressLocalDateTests {
    /// wordpress-importer's real export, its first post's local time moved two hours ahead of
    /// its UTC time, as a site at UTC+2 writes it.
    static func exportAtUTCPlus2() throws -> String {
        let original = try String(contentsOfFile: CommandLine.fixture("exports/classic-editor.xml"), encoding: .utf8)
        let moved = original.replacingOccurrences(
            of: "<wp:post_date>2010-10-16 20:53:18</wp:post_date>", with: "<wp:post_date>2010-10-16 22:53:18</wp:post_date>")
        #expect(moved != original)
        return moved
    }

    @Test func aPostWithoutItsUTCDateTakesTheSitesOffset() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try Self.exportAtUTCPlus2().write(toFile: cli.path("export.xml"), atomically: true, encoding: .utf8)
        let imported = try cli.run(["import", "export.xml"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let posts = try cli.export()
        let dated = try #require(posts.first { $0["title"] as? String == "Hello world!" })
        #expect(dated["published"] as? String == "2010-10-16T20:53:18Z")
        // wp:post_date 2014-07-16 13:20:42 at UTC+2, no wp:post_date_gmt.
        let local = try #require(posts.first { $0["title"] as? String == "Long execution time of Enum.values()" })
        #expect(local["published"] as? String == "2014-07-16T11:20:42Z")
    }
}
