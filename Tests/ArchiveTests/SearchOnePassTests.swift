import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Import
import Testing

/// A query ranked by scoring every match reads the matches once: it counts them as it ranks
/// them, reads their lengths block by block, and for a query of one term, unfiltered, applies
/// the term's IDF once the matches are counted instead of walking the term's posts first. The
/// pages, scores (to the bit) and counts are those of the ranking that counts the term's posts
/// first, which a date filter that keeps every post still takes; those are FTS5's bm25
/// (`SearchScoreTests`, `SearchBlockRankingTests`).
@Suite("Search: one pass over the matches")
struct SearchOnePassTests {
    /// Words in 2 to 100% of the posts, a phrase, a prefix, a column; none in more than the
    /// count limit, so every one is ranked by scoring its matches.
    static let queries = ["gamma", "delta", "beta", "filler", "\"alpha beta\"", "gam*", "title:alpha", "zeta1", "alpha"]

    @Test(arguments: queries)
    func pagesAndScoresAreThoseOfCountingTheTermFirst(_ text: String) throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 1500))
            let everyPost = try PartialDate("2000")
            for (limit, offset) in [(10, 0), (50, 30), (1000, 0)] {
                let onePass = try archive.search(try SearchQuery(text, limit: limit, offset: offset))
                let counted = try archive.search(try SearchQuery(text, since: everyPost, limit: limit, offset: offset))
                #expect(offset > 0 || !onePass.hits.isEmpty)
                #expect(onePass.hits.map(\.id) == counted.hits.map(\.id), "\(text) \(limit) \(offset)")
                #expect(onePass.hits.map(\.score) == counted.hits.map(\.score), "\(text) \(limit) \(offset)")
                #expect(onePass.matchCount == counted.matchCount)
                #expect(onePass.matchCountIsExact == counted.matchCountIsExact)
            }
            // Counted as ranked, past the limit too.
            let limited = try archive.search(try SearchQuery(text), countLimit: 3)
            let count = try SearchScoreTests.bm25(in: archive, query: try SearchQuery(text)).count
            #expect(limited.matchCount == min(count, 3))
            #expect(limited.matchCountIsExact == (count <= 3))
        }
    }

    /// The same on the sample feeds' real posts (a 2011 WordPress blog, in two feeds).
    @Test func realPostsAreRankedAsWhenTheTermIsCountedFirst() throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        try withTemporaryArchive { archive throws in
            for name in ["nathanhjones-development.xml", "nathanhjones-enterprise.xml"] {
                _ = try Importer(archive: archive).importFeed(fixtures.appendingPathComponent(name).path)
            }
            let everyPost = try PartialDate("2000")
            for text in ["keychain", "the", "\"single sign-on\"", "json*", "code:NSString", "title:ios", "enterprise", "a"] {
                let onePass = try archive.search(try SearchQuery(text, limit: 50))
                let counted = try archive.search(try SearchQuery(text, since: everyPost, limit: 50))
                #expect(!onePass.hits.isEmpty, "\(text)")
                #expect(onePass.hits.map(\.id) == counted.hits.map(\.id), "\(text)")
                #expect(onePass.hits.map(\.score) == counted.hits.map(\.score), "\(text)")
                #expect(onePass.matchCount == counted.matchCount, "\(text)")
            }
        }
    }

    /// A post whose block has no packed lengths (a tool deleted the row, which marks nothing)
    /// is scored with the length FTS5 looks up.
    @Test func aBlockWithoutItsLengthsIsScoredWithFTS5s() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 1500))
            let removed = try archiveDatabase(archive.path).write { db in
                let blocks = try Int64.fetchAll(db, sql: "SELECT block FROM search_length ORDER BY block")
                try db.execute(sql: "DELETE FROM search_length WHERE block IN (?, ?)", arguments: [blocks[1], blocks[5]])
                return try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM post WHERE id >> 30 IN (?, ?)", arguments: [blocks[1], blocks[5]]) ?? 0
            }
            #expect(removed > 0)
            for text in ["gamma", "delta beta"] {
                let results = try archive.search(try SearchQuery(text, limit: 1000))
                let expected = try SearchScoreTests.bm25(in: archive, query: try SearchQuery(text))
                #expect(results.hits.count == expected.count)
                for hit in results.hits {
                    #expect(abs(hit.score - (try #require(expected[hit.id]))) < 1e-9, "\(text): post \(hit.id)")
                }
            }
        }
    }
}
