import Archive
import ArchiveTestSupport
import Foundation
import Import
import Testing

/// A Blogger export (Atom) is imported as the blog showed it: its published posts and pages,
/// not its drafts, settings, template or comments, which the summary counts.
@Suite struct BloggerExportTests {
    static var export: String {
        get throws {
            let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            return fixtures.appendingPathComponent("blogger-export.xml").path
        }
    }

    /// The export's text with `change` applied, written beside `archive`.
    static func changedExport(beside archive: Archive, _ change: (String) -> String) throws -> String {
        let text = try String(contentsOfFile: try export, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text)
        let path = archive.path + "-export.xml"
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func onlyPublishedPostsAndPagesAreKeptAndTheRestIsCounted() throws {
        try withTemporaryArchive { archive throws in
            let report = try Importer(archive: archive).importFeed(try Self.export)
            let summary = try #require(report.backup)
            #expect(summary.dialect == .blogger)
            #expect(summary.description == "1 post, 1 page, 1 comment; skipped 3 settings items, 2 drafts, 1 template")
            #expect(report.items == 9)
            let posts = try archive.posts()
            #expect(posts.map(\.title).sorted() == ["Test page", "The Steel Windpipe"])
            #expect(posts.first { $0.title == "Test page" }?.kind == .page)
            #expect(posts.first { $0.title == "The Steel Windpipe" }?.kind == .post)
            #expect(report.pages.count == 1)
        }
    }

    @Test func aPostIsKeyedByItsEntryIDAndDatedAndSignedAsBloggerShowedIt() throws {
        try withTemporaryArchive { archive throws in
            _ = try Importer(archive: archive).importFeed(try Self.export)
            let post = try #require(try archive.posts().first { $0.kind == .post })
            #expect(post.guid == "tag:blogger.com,1999:blog-6303278419262689239.post-1858599377741856733")
            // <published>2010-11-27T07:12:00.000-08:00</published>, not <updated> (07:56:43).
            #expect(post.published == Date(timeIntervalSince1970: 1_290_870_720))
            #expect(post.author == "Mikhail Afanasyevich Bulgakov")
            #expect(post.link == "http://youngdoctornotes.blogspot.com/2010/11/the-steel-windpipe.html")
        }
    }

    @Test func theKindCategoryIsNeverACategory() throws {
        try withTemporaryArchive { archive throws in
            // The draft "Black as Egypt's Night", published: its labels are its categories.
            let path = try Self.changedExport(beside: archive) {
                $0.replacingOccurrences(of: "<app:draft>yes</app:draft>", with: "<app:draft>no</app:draft>")
            }
            let report = try Importer(archive: archive).importFeed(path)
            #expect(report.backup?.description == "2 posts, 2 pages, 1 comment; skipped 3 settings items, 1 template")
            let post = try #require(try archive.posts().first { $0.title == "Black as Egypt's Night" })
            #expect(post.categories == ["Interesting cases", "amputations"])
            #expect(try archive.posts().allSatisfy { $0.categories.allSatisfy { !$0.contains("kind") } })
        }
    }

    @Test func reimportingTheExportChangesNothing() throws {
        try withTemporaryArchive { archive throws in
            _ = try Importer(archive: archive).importFeed(try Self.export)
            let again = try Importer(archive: archive).importFeed(try Self.export)
            #expect(again.outcomes.count == 2)
            #expect(again.outcomes.values.allSatisfy { $0 == .unchanged })
            #expect(again.backup?.description == "1 post, 1 page, 1 comment; skipped 3 settings items, 2 drafts, 1 template")
            #expect(try archive.postCount() == 2)
        }
    }

    @Test func aPageAnEarlierImportTookForAPostBecomesAPage() throws {
        try withTemporaryArchive { archive throws in
            // Before blogkit read entry kinds, every entry of an export was a post, as if it had none.
            let path = try Self.changedExport(beside: archive) { text in
                text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.contains("http://schemas.google.com/g/2005#kind") }
                    .joined(separator: "\n")
            }
            let plain = try Importer(archive: archive).importFeed(path)
            #expect(plain.backup == nil, "app:draft and thr:in-reply-to alone do not make a Blogger export")
            #expect(try archive.posts().first { $0.title == "Test page" }?.kind == .post)
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: try Self.export, toPath: path)
            let report = try Importer(archive: archive).importFeed(path)
            let page = try #require(try archive.posts().first { $0.title == "Test page" })
            #expect(page.kind == .page)
            #expect(report.outcomes[page.id] == .updated)
        }
    }
}
