import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Import
import Testing

/// A process that searches on reads every post's length into memory once it has looked up as
/// many one by one as that costs; the scores stay FTS5's bm25, also after the archive changes
/// under it (the lengths are read again, never used stale).
@Suite("Search: post lengths read into memory")
struct SearchLengthCacheTests {
    /// 1,200 posts that all hold `keychain`, of lengths that differ post to post.
    static func feed(filler: (Int) -> Int) -> String {
        let items = (0..<1200).map { index in
            """
            <item><title>Post \(index)</title><guid>p\(index)</guid><pubDate>Sun, 01 Jan 2012 00:00:00 +0000</pubDate>
            <description>keychain\(String(repeating: " filler", count: filler(index)))\(index % 7 == 0 ? " keychain" : "")</description></item>
            """
        }
        return "<rss version=\"2.0\"><channel><title>t</title>\(items.joined())</channel></rss>"
    }

    @Test func scoresStayBM25WhenTheArchiveChangesBetweenSearches() throws {
        try withTemporaryArchive { archive throws in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("lengths-\(UUID().uuidString).xml").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try Self.feed { $0 % 13 }.write(toFile: path, atomically: true, encoding: .utf8)
            _ = try Importer(archive: archive).importFeed(path)
            try expectBM25(archive)
            try expectBM25(archive)
            // The same posts, each now of another length: lengths read before are stale.
            try Self.feed { ($0 * 7) % 29 + 1 }.write(toFile: path, atomically: true, encoding: .utf8)
            _ = try Importer(archive: archive).importFeed(path)
            try expectBM25(archive)
        }
    }

    private func expectBM25(_ archive: Archive) throws {
        let results = try archive.search(try SearchQuery("keychain", limit: 50))
        #expect(results.matchCount == 1200)
        let expected = try SearchScoreTests.bm25(in: archive, query: try SearchQuery("keychain"))
        for hit in results.hits {
            #expect(abs(hit.score - (try #require(expected[hit.id]))) < 1e-9, "post \(hit.id)")
        }
        let best = expected.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.prefix(50).map(\.key)
        #expect(Set(results.hits.map(\.id)) == Set(best))
    }
}
