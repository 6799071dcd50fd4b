import Archive
import ArchiveTestSupport
import Import
import Foundation
import GRDB
import Testing

/// Converting stored posts again when an older conversion made them.
@Suite struct ReconversionTests {
    /// Marks every post as made by an older conversion, with a body it would not make today.
    static func age(_ archive: Archive) throws {
        try archiveDatabase(archive.path).write { db in
            try db.execute(sql: "UPDATE post SET conversion = 0, markdown = 'old', html = '<p>old</p>', prose = 'old'")
        }
    }

    @Test func reconversionGoesByBatchesOf200AndReportsAfterEach() throws {
        try withTemporaryArchive { archive in
            try archive.save((0..<450).map { SearchTestPost(title: "Post \($0)", body: "Body of post \($0).") })
            let current = try archive.posts()
            try Self.age(archive)
            var calls: [[Int]] = []
            let report = try Importer(archive: archive).reconvert(workers: 3) { calls.append([$0, $1]) }
            #expect(calls == [[200, 450], [400, 450], [450, 450]])
            #expect(report == ReconversionReport(posts: 450, selected: 450, reconverted: 450))
            #expect(try archive.posts() == current)
            #expect(try Importer(archive: archive).reconvert() == ReconversionReport(posts: 450, selected: 0, reconverted: 0))
            #expect(try Importer(archive: archive).reconvert(.all, workers: 1).reconverted == 450)
        }
    }

    @Test func savingAnUnchangedItemConvertsItsOutdatedPostAgain() throws {
        try withTemporaryArchive { archive in
            let post = SearchTestPost(title: "Keychain", body: "Shared <code>keychain</code> groups.")
            try archive.save([post])
            let current = try archive.posts()
            try Self.age(archive)
            #expect(try archive.posts() != current)
            #expect(try Importer(archive: archive).save(post.item, fromSource: "search-tests.xml") == .unchanged)
            #expect(try archive.posts() == current)
        }
    }

    /// Re-indexing is most of the cost of writing a post: a conversion that changes a post's
    /// Markdown and HTML but not its text leaves the search index's storage byte for byte.
    @Test func aReconversionThatKeepsThePostsTextLeavesTheSearchIndexAlone() throws {
        try withTemporaryArchive { archive in
            try archive.save((0..<5).map { SearchTestPost(title: "Post \($0)", body: "Shared <em>keychain</em> groups.") })
            let current = try archive.posts()
            let database = try archiveDatabase(archive.path)
            try database.write { db in
                try db.execute(sql: "UPDATE post SET conversion = 0, markdown = 'old', html = '<p>old</p>'")
            }
            let index = { try database.read { db in try Row.fetchAll(db, sql: "SELECT * FROM post_fts_data ORDER BY id") } }
            let before = try index()
            #expect(try Importer(archive: archive).reconvert().reconverted == 5)
            #expect(try archive.posts() == current)
            #expect(try index() == before)
            #expect(try archive.titles("keychain").count == 5)
            try database.write { db in
                try db.execute(sql: "INSERT INTO post_fts(post_fts, rank) VALUES('integrity-check', 1)")
            }
        }
    }

    /// A post that another writer changes after the reconversion read it, before it wrote it
    /// back, keeps what that writer stored. Batches are read ahead: when the first batch is
    /// reported written, the second one is already read and converted.
    @Test func aPostChangedMeanwhileKeepsTheChange() throws {
        try withTemporaryArchive { archive in
            let posts = (0..<450).map { SearchTestPost(title: "Post \($0)", body: "Body of post \($0).", guid: "p\($0)") }
            try archive.save(posts)
            let ids = try archive.posts().map(\.id).sorted()
            let changed = try #require(try archive.post(id: ids[300]))
            try Self.age(archive)
            let other = try Archive(path: archive.path)
            var edited = try #require(posts.first { $0.guid == changed.guid })
            edited.body = "Rewritten meanwhile."

            let report = try Importer(archive: archive).reconvert(workers: 2) { done, _ in
                if done == 200 { _ = try? Importer(archive: other).save(edited.item, fromSource: "search-tests.xml") }
            }
            #expect(report == ReconversionReport(posts: 450, selected: 450, reconverted: 449))
            let post = try #require(try archive.post(id: changed.id))
            #expect(post.markdown == "Rewritten meanwhile.\n")
            #expect(try archive.titles("rewritten") == [changed.title])
            #expect(try Importer(archive: archive).reconvert().selected == 0)
        }
    }

    @Test func importingTheSameFeedConvertsItsOutdatedPostsAgainAndReportsEachBatch() throws {
        try withTemporaryArchive { archive in
            let items = (0..<450).map {
                "<item><guid>p\($0)</guid><title>Post \($0)</title><description>Body of post \($0).</description></item>"
            }
            let feed = URL(fileURLWithPath: archive.path).deletingLastPathComponent().appendingPathComponent("feed.xml").path
            try "<rss version=\"2.0\"><channel><title>T</title>\(items.joined())</channel></rss>"
                .write(toFile: feed, atomically: true, encoding: .utf8)
            _ = try Importer(archive: archive).importFeed(feed)
            let current = try archive.posts()
            try Self.age(archive)
            var calls: [[Int]] = []
            let report = try Importer(archive: archive).importFeed(feed, reconverting: { calls.append([$0, $1]) })
            #expect(calls == [[200, 450], [400, 450], [450, 450]])
            #expect(report.reconverted.count == 450)
            #expect(report.outcomes.values.allSatisfy { $0 == .unchanged })
            #expect(try archive.posts() == current)
            #expect(try Importer(archive: archive).importFeed(feed).reconverted.isEmpty)
        }
    }
}
