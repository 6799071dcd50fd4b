import Archive
import Foundation
import Import
import Site
import Testing

/// Rebuilding: unchanged input rewrites no file; changed input rewrites only what changed;
/// files a previous build wrote but this one does not are removed, other files are kept.
@Suite("Site rebuilds")
struct RebuildTests {
    @Test("a rebuild without changes renders nothing and leaves every file and mtime alone")
    func upToDate() throws {
        let site = try SampleSite()
        let posts = try SampleSite.posts() + SampleSite.filler(15)
        let first = try site.build(posts)
        let before = try site.modificationDates()
        let second = try site.build(posts)
        #expect(second.upToDate)
        #expect(second.pagesWritten == 0)
        #expect(second.pagesUnchanged == first.pagesWritten)
        #expect(try site.modificationDates() == before)
    }

    /// The search index is written while the pages render: its files join the total once it
    /// knows how many they are, so the total grows, never past the files written.
    @Test("progress counts every file written, one at a time up to the total; an up-to-date build reports none")
    func progress() throws {
        let site = try SampleSite()
        let posts = try SampleSite.posts() + SampleSite.filler(15)
        let calls = Calls()
        let options = SiteOptions(outputDirectory: site.output.path, baseURL: "https://example.com/blog/", title: "Sample Blog")
        let report = try SiteBuilder(options: options).build(posts: posts) { done, total in calls.append(done, total) }
        let recorded = calls.values
        #expect(recorded.map(\.done) == Array(1...report.pagesWritten))
        #expect(recorded.allSatisfy { $0.done <= $0.total && $0.total <= report.pagesWritten })
        #expect(zip(recorded, recorded.dropFirst()).allSatisfy { $0.total <= $1.total })
        #expect(recorded.last?.total == report.pagesWritten)
        let again = Calls()
        #expect(try SiteBuilder(options: options).build(posts: posts) { again.append($0, $1) }.upToDate)
        #expect(again.values.isEmpty)
    }

    /// Progress calls, recorded from whichever thread makes them.
    private final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [(done: Int, total: Int)] = []
        func append(_ done: Int, _ total: Int) { lock.withLock { recorded.append((done, total)) } }
        var values: [(done: Int, total: Int)] { lock.withLock { recorded } }
    }

    @Test("with the build manifest gone, only a forced build goes on, and it leaves the old post pages alone")
    func withoutTheManifestTheOldPagesAreNotBlogkits() throws {
        let site = try SampleSite()
        let posts = try SampleSite.posts()
        try site.build(posts)
        let before = try site.modificationDates().filter { $0.key.hasPrefix("20") }
        #expect(before.count == 5)
        try FileManager.default.removeItem(at: site.output.appendingPathComponent(".blogkit-build"))
        #expect(throws: SiteError.self) { try site.build(posts) }
        let report = try site.build(posts, force: true)
        #expect(!report.upToDate)
        // No manifest says blogkit wrote them: each post goes to posts/SLUG/, its old page stays.
        let after = try site.modificationDates()
        #expect(before.allSatisfy { after[$0.key] == $0.value })
        // The five dated posts and the one page whose link has a path of its own.
        #expect(report.warnings.count { $0.contains(", which blogkit did not write; it is at posts/") } == 6)
    }

    @Test("a changed title rewrites the pages that show it, and only those")
    func changedPost() throws {
        let site = try SampleSite()
        var posts = try SampleSite.posts()
        try site.build(posts)
        let before = try site.modificationDates()
        posts[1].title = "iOS Development Resources, Revised"
        let report = try site.build(posts)
        let after = try site.modificationDates()
        let rewritten = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(report.pagesWritten == rewritten.count - 1, "the manifest is rewritten too")
        #expect(rewritten.contains("2011/05/02/ios-development-resources/index.html"))
        #expect(rewritten.contains("index.html"))
        #expect(!rewritten.contains("category/enterprise/index.html"), "the post is not in that category")
        #expect(!rewritten.contains("style.css"))
        #expect(try site.page("2011/05/02/ios-development-resources/index.html").contains("Revised"))
    }

    @Test("a changed body is rendered again: pages render the Markdown, so it is part of the fingerprint")
    func changedMarkdown() throws {
        let site = try SampleSite()
        var posts = try SampleSite.posts()
        try site.build(posts)
        posts[1].markdown += "\nA paragraph added by a reconversion.\n"
        let report = try site.build(posts)
        #expect(!report.upToDate)
        #expect(try site.page("2011/05/02/ios-development-resources/index.html").contains("<p>A paragraph added by a reconversion.</p>"))
    }

    @Test("a file deleted by hand is written again even when the input did not change")
    func deletedFileIsRestored() throws {
        let site = try SampleSite()
        let posts = try SampleSite.posts()
        try site.build(posts)
        try FileManager.default.removeItem(at: site.output.appendingPathComponent(SampleSite.singleSignOnPage))
        let report = try site.build(posts)
        #expect(report.pagesWritten == 1)
        #expect(site.exists(SampleSite.singleSignOnPage))
    }

    @Test("pages no longer generated are removed; files blogkit did not write are kept")
    func staleFiles() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts() + SampleSite.filler(25))
        #expect(site.exists("page/3/index.html"))
        let mine = site.output.appendingPathComponent("CNAME")
        try "blog.example.com\n".write(to: mine, atomically: true, encoding: .utf8)
        let report = try site.build(try SampleSite.posts())
        #expect(!site.exists("page/3/index.html"))
        #expect(!site.exists("page"), "emptied directories go too")
        #expect(!site.exists("filler/0/index.html"))
        #expect(report.filesRemoved > 25)
        #expect(site.exists("CNAME"))
    }

    @Test("built from an archive, a rebuild of the unchanged archive renders nothing and rewrites no file")
    func upToDateFromArchive() throws {
        let imported = try ImportedSite()
        let builder = SiteBuilder(options: SiteOptions(outputDirectory: imported.output.path, baseURL: "https://example.com/blog/"))
        let before = try imported.site.modificationDates()
        let again = try builder.build(from: imported.archive)
        #expect(again.upToDate)
        #expect(again.pages == imported.report.pages)
        #expect(again.posts == 9)
        #expect(try imported.site.modificationDates() == before)
    }

    @Test("built from an archive, a body whose text alone changed on a re-import is rendered again")
    func changedTextFromArchive() throws {
        let imported = try ImportedSite()
        let feeds = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent("feeds")
        let original = try String(contentsOf: feeds.appendingPathComponent("nathanhjones-development.xml"), encoding: .utf8)
        // Only the body's Markdown, HTML and prose change: not its title, links, categories,
        // summary or excerpt, which the build holds and fingerprints as they are.
        let edited = original.replacingOccurrences(of: "Better AdSense rendering.", with: "Better rendering of AdSense.")
        #expect(edited != original)
        let feed = imported.site.directory.appendingPathComponent("nathanhjones-development.xml")
        try edited.write(to: feed, atomically: true, encoding: .utf8)
        _ = try Importer(archive: imported.archive).importFeed(feed.path)
        let page = "2010/01/14/gone-mobile-with-wptouch/index.html"
        #expect(try imported.site.page(page).contains("Better AdSense rendering."))
        let builder = SiteBuilder(options: SiteOptions(outputDirectory: imported.output.path, baseURL: "https://example.com/blog/"))
        let again = try builder.build(from: imported.archive)
        #expect(!again.upToDate)
        #expect(try imported.site.page(page).contains("Better rendering of AdSense."))
        // The archive's revision moved, the texts did not: nothing to render.
        _ = try Importer(archive: imported.archive).importFeed(feeds.appendingPathComponent("nathanhjones-development.xml").path)
        _ = try Importer(archive: imported.archive).importFeed(feed.path)
        #expect(try builder.build(from: imported.archive).upToDate)
    }
}
