import Foundation
import Testing

/// `blogkit import --drafts`: an export's unpublished posts and pages are kept as drafts, in the
/// archive and its export, never on the site; without the flag they are skipped, as before.
@Suite("blogkit import --drafts")
struct ExportDraftTests {
    @Test func draftsAreKeptAsDraftsAndNeverBuilt() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let imported = try cli.run(["import", "--drafts", WordPressExportTests.pelican, BloggerImportCommandTests.export])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("WordPress export: 3 posts, 1 page, 2 media files, 2 drafts kept as drafts; skipped"),
                "\(imported.stdout)")
        #expect(imported.stdout.contains("Blogger export: 1 post, 1 page, 1 comment, 2 drafts kept as drafts; skipped"))
        #expect(imported.stdout.contains("imported 4 posts, 2 pages and 4 drafts (10 new, 0 updated, 0 unchanged)"))
        let drafts = try cli.export().filter { $0["kind"] as? String == "draft" }
        #expect(drafts.count == 4)
        let built = try cli.run(["build"])
        #expect(built.status == 0, "\(built.stderr)")
        let output = cli.directory.appendingPathComponent("output")
        var site = ""
        for case let file as URL in FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil) ?? .init()
        where ["html", "xml", "json"].contains(file.pathExtension) {
            site += (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        }
        #expect(!site.isEmpty)
        for draft in drafts {
            let title = try #require(draft["title"] as? String)
            #expect(!site.contains(title), "draft \(title) is on the site")
        }
    }

    @Test func withoutTheFlagDraftsAreSkipped() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let imported = try cli.run(["import", WordPressExportTests.pelican])
        #expect(imported.stdout.contains("skipped 1 custom1 item, 1 draft, 1 menu item, 1 scheduled"))
        #expect(!imported.stdout.contains("kept as draft"))
    }
}
