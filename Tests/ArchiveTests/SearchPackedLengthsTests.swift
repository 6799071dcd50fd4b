@testable import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Import
import Testing

/// Every post's length, kept packed by block of posts beside the search index (`search_length`),
/// is the length FTS5 keeps for it after every kind of write, and in an archive from before the
/// table: the scores the search computes from them stay FTS5's bm25. A block changed by a
/// connection that is not blogkit's is not used until blogkit writes again.
@Suite("Search: post lengths packed by block")
struct SearchPackedLengthsTests {
    @Test func lengthsFollowImportsChangesAndRemovals() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 1500))
            try expectPackedLengthsAreFTS5s(archive)
            try Self.expectBM25(archive, "filler")

            // Every third post longer: the blocks holding them are computed again.
            let longer = SearchBlockRankingTests.feed(count: 1500).replacingOccurrences(
                of: #"(<guid>p(\d*[0369])</guid>.*?<description>)"#, with: "$1filler filler filler ",
                options: .regularExpression)
            try archive.importFeed(text: longer)
            try expectPackedLengthsAreFTS5s(archive)
            try Self.expectBM25(archive, "filler")

            _ = try archive.remove(["p3", "p700", "p1499"], forever: true)
            try expectPackedLengthsAreFTS5s(archive)
            try Self.expectBM25(archive, "filler")
        }
    }

    @Test func anArchiveFromBeforeTheTableGetsItFilledWhenOpened() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 600))
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "DROP TABLE search_length; DELETE FROM grdb_migrations WHERE identifier = 'v17'")
            }
            let reopened = try Archive(path: archive.path)
            try expectPackedLengthsAreFTS5s(reopened)
            try Self.expectBM25(reopened, "filler")
        }
    }

    @Test func aBlockChangedByAnotherConnectionIsNotUsed() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 1500))
            try Self.expectBM25(archive, "filler")
            // A tool's own connection makes posts longer: their packed lengths are stale.
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "UPDATE post SET prose = prose || ' filler filler filler filler' WHERE id % 3 = 0")
            }
            try Self.expectBM25(archive, "filler")
            // blogkit's next write computes the changed blocks again.
            _ = try archive.remove(["p10"], forever: true)
            try expectPackedLengthsAreFTS5s(archive)
            try Self.expectBM25(archive, "filler")
        }
    }


    /// The blobs of `search_length` decoded (per post: the id less the block's first, then the
    /// length, four bytes each, little-endian) equal the column sizes FTS5 keeps, summed.
    /// ``BlockLengths`` reads each block's row where SQLite holds it, until a lookup falls in
    /// another block: lookups in id order, in its reverse (a range ranked from the end), in any
    /// order and back and forth between two blocks give FTS5's lengths, and nil for a post that
    /// is not there.
    @Test func lengthsReadInPlaceInAnyOrder() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 1500))
            let fts = try archiveDatabase(archive.path).read { db in try Self.ftsLengths(db) }
            let ids = fts.keys.sorted()
            #expect(Set(ids.map(SearchBounds.block(of:))).count > 2)
            var generator = SystemRandomNumberGenerator()
            let first = ids.filter { SearchBounds.block(of: $0) == SearchBounds.block(of: ids[0]) }
            let last = ids.filter { SearchBounds.block(of: $0) == SearchBounds.block(of: ids[ids.count - 1]) }
            let orders = [ids, Array(ids.reversed()), ids.shuffled(using: &generator), zip(first, last).flatMap { [$0, $1] }]
            let missing = [ids[0] + 1, ids[ids.count - 1] + 1]
            #expect(missing.allSatisfy { fts[$0] == nil })
            try archive.dbQueue.read { db in
                for order in orders {
                    let lengths = try BlockLengths(db: db)
                    for id in order {
                        #expect(lengths.length(of: id).map(Int64.init) == fts[id], "post \(id)")
                    }
                    for id in missing { #expect(lengths.length(of: id) == nil) }
                }
            }
        }
    }

    private func expectPackedLengthsAreFTS5s(_ archive: Archive) throws {
        try archiveDatabase(archive.path).read { db in
            var packed: [Int64: Int64] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT block, lengths FROM search_length") {
                let first = (row[0] as Int64) << 30
                let bytes = [UInt8](row[1] as Data)
                #expect(bytes.count % 8 == 0)
                for offset in stride(from: 0, to: bytes.count - 7, by: 8) {
                    let word = { (at: Int) in (0..<4).reduce(Int64(0)) { $0 | Int64(bytes[at + $1]) << (8 * $1) } }
                    packed[first + word(offset)] = word(offset + 4)
                }
            }
            let fts = try Self.ftsLengths(db)
            #expect(!fts.isEmpty)
            let differing = Set(packed.keys).union(fts.keys).filter { packed[$0] != fts[$0] }
            #expect(differing.isEmpty, "\(differing.count) of \(fts.count) posts, e.g. \(differing.sorted().prefix(3))")
        }
    }

    /// Every match of `words` (most posts) scored as FTS5's bm25 scores it.
    /// The first 30 hits of `words` scored as FTS5's bm25 scores them, and every match counted.
    static func expectBM25(_ archive: Archive, _ words: String) throws {
        let results = try archive.search(try SearchQuery(words, limit: 30))
        let expected = try SearchScoreTests.bm25(in: archive, query: try SearchQuery(words))
        #expect(results.matchCount == expected.count)
        for hit in results.hits {
            #expect(abs(hit.score - (try #require(expected[hit.id]))) < 1e-9, "post \(hit.id)")
        }
        let best = expected.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.prefix(30).map(\.key)
        #expect(Set(results.hits.map(\.id)) == Set(best))
    }

    /// Each post's length as FTS5 keeps it (`post_fts_docsize`).
    static func ftsLengths(_ db: Database) throws -> [Int64: Int64] {
        var fts: [Int64: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, sz FROM post_fts_docsize") {
            // The sizes of the columns, SQLite varints (big-endian, seven bits a byte).
            var total: Int64 = 0
            var value: Int64 = 0
            for byte in row[1] as Data {
                value = value << 7 | Int64(byte & 0x7f)
                if byte & 0x80 == 0 {
                    total += value
                    value = 0
                }
            }
            fts[row[0]] = total
        }
        return fts
    }
}
