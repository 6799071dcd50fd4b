import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Import
import Testing

/// Posts written are queued (`search_pending`) and indexed in batches before their transaction
/// commits: after any write, the index holds every post as it is, FTS5's own check comparing it
/// with the posts finds nothing, and nothing is left queued.
@Suite("Search: posts indexed in batches before the commit")
struct SearchPendingIndexTests {
    @Test func aFeedOfSeveralBatchesIsIndexedWhole() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 4_500))
            try expectIndexMatchesPosts(archive)
            #expect(try archive.search(try SearchQuery("filler")).matchCount == postsHolding("filler", in: archive))
            #expect(try archive.titles("\"Post 4499\"") == ["Post 4499"])
        }
    }

    /// The same item twice in one feed: the second updates the post the first inserted, in the
    /// same transaction, before its batch is indexed (5) or after (2,100).
    @Test(arguments: [5, 2_100])
    func aPostSavedTwiceInOneImportIsIndexedAsItsLastItem(repeatAt position: Int) throws {
        try withTemporaryArchive { archive throws in
            var items = (0..<2_200).map { "<item><title>Post \($0)</title><guid>p\($0)</guid><description>common words</description></item>" }
            items[0] = "<item><title>Early title</title><guid>p0</guid><description>common keychain</description></item>"
            items[position] = "<item><title>Late title</title><guid>p0</guid><description>common enclave</description></item>"
            try archive.importFeed(text: "<rss version=\"2.0\"><channel><title>t</title>\(items.joined())</channel></rss>")
            try expectIndexMatchesPosts(archive)
            #expect(try archive.titles("keychain").isEmpty)
            #expect(try archive.titles("early").isEmpty)
            #expect(try archive.titles("enclave") == ["Late title"])
        }
    }

    /// What the triggers do in a transaction that queues, as blogkit's do: a post updated twice,
    /// then deleted; another updated; a third updated then deleted. The next write indexes the
    /// queue.
    @Test func updatesAndDeletesWhileQueueingKeepTheIndexRight() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 300))
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "INSERT INTO search_queueing (id) VALUES (1)")
                try db.execute(sql: "UPDATE post SET prose = 'keychain one' WHERE guid = 'p1'")
                try db.execute(sql: "UPDATE post SET prose = 'keychain two' WHERE guid = 'p1'")
                try db.execute(sql: "DELETE FROM post WHERE guid = 'p1'")
                try db.execute(sql: "UPDATE post SET title = 'Enclave' WHERE guid = 'p2'")
                try db.execute(sql: "UPDATE post SET categories = 'keychain' WHERE guid = 'p3'")
                try db.execute(sql: "DELETE FROM post WHERE guid = 'p3'")
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM search_pending") == 1)
            }
            _ = try archive.remove(["no-such-post"], forever: false)
            try expectIndexMatchesPosts(archive)
            #expect(try archive.titles("keychain").isEmpty)
            #expect(try archive.titles("enclave") == ["Enclave"])
        }
    }

    /// Another program's connection queues nothing: what it writes is searchable at once.
    @Test func aToolsConnectionIndexesEachPostAtOnce() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 300))
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "UPDATE post SET title = 'Enclave' WHERE guid = 'p2'")
                try db.execute(sql: "DELETE FROM post WHERE guid = 'p3'")
            }
            try expectIndexMatchesPosts(archive)
            #expect(try archive.titles("enclave") == ["Enclave"])
        }
    }

    @Test func reindexIndexesTheQueuedPostsOnce() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 300))
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "INSERT INTO search_queueing (id) VALUES (1)")
                try db.execute(sql: "UPDATE post SET title = 'Enclave' WHERE guid = 'p2'")
            }
            _ = try archive.rebuildSearchIndex()
            try expectIndexMatchesPosts(archive)
            #expect(try archive.titles("enclave") == ["Enclave"])
        }
    }


    /// FTS5 holds 8 MiB of terms in memory before writing a segment, in a new index and in one
    /// made again by `reindex`.
    @Test func theIndexHoldsEightMebibytesOfTermsBeforeWriting() throws {
        try withTemporaryArchive { archive throws in
            let size = { try archiveDatabase(archive.path).read { db in
                try Int.fetchOne(db, sql: "SELECT v FROM post_fts_config WHERE k = 'hashsize'") } }
            #expect(try size() == 8 << 20)
            _ = try archive.rebuildSearchIndex()
            #expect(try size() == 8 << 20)
        }
    }

    /// FTS5's integrity check, the posts' own text compared too, and nothing left queued.
    private func expectIndexMatchesPosts(_ archive: Archive) throws {
        try archiveDatabase(archive.path).write { db in
            try db.execute(sql: "INSERT INTO post_fts(post_fts, rank) VALUES('integrity-check', 1)")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM search_pending") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM post_fts_docsize") == Int.fetchOne(db, sql: "SELECT count(*) FROM post"))
        }
    }

    private func postsHolding(_ word: String, in archive: Archive) throws -> Int {
        try archiveDatabase(archive.path).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM post WHERE prose LIKE ? OR title LIKE ?", arguments: ["%\(word)%", "%\(word)%"]) ?? -1
        }
    }
}
