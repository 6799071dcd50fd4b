@testable import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Testing

/// A search reads the archive's file through a memory map (``Archive/searchMapSize``), and finds
/// what it found through SQLite's reads: the posts written since by blogkit and, still in the
/// write-ahead log, by another connection, scored as FTS5's bm25 scores them.
@Suite("Search: the archive read through a memory map")
struct SearchMappedReadsTests {
    @Test func aSearchReadsThroughAMap() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 300))
            let setting = { try archive.dbQueue.read { db in try Int.fetchOne(db, sql: "PRAGMA mmap_size") } }
            #expect(try setting() == 0)
            _ = try archive.search(try SearchQuery("filler"))
            #expect(try setting() == Archive.searchMapSize)
        }
    }

    @Test func writesAfterTheMapAreFound() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 1500))
            try SearchPackedLengthsTests.expectBM25(archive, "filler")
            // blogkit's own write on the connection that mapped the file.
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 400, guidPrefix: "q"))
            try SearchPackedLengthsTests.expectBM25(archive, "filler")
            // Another connection's write, kept in its write-ahead log: that connection stays
            // open, so the log is not checkpointed into the mapped file.
            let other = try archiveDatabase(archive.path)
            try other.write { db in
                try db.execute(sql: "UPDATE post SET prose = prose || ' zyxwvmapped' WHERE id % 7 = 0")
            }
            let count = try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM post WHERE id % 7 = 0") ?? 0 }
            #expect(count > 0)
            #expect(try archive.search(try SearchQuery("zyxwvmapped", limit: 1)).matchCount == count)
            try SearchPackedLengthsTests.expectBM25(archive, "filler zyxwvmapped")
            try SearchPackedLengthsTests.expectBM25(archive, "filler")
        }
    }
}
