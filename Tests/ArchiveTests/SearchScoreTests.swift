import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Testing

/// The search's own ranking function computes FTS5's bm25; these compare its scores with
/// SQLite's `bm25()` on the same archive file.
@Suite("Search scores are FTS5's bm25")
struct SearchScoreTests {
    /// Posts of different lengths, words and dates, so that every part of bm25 varies.
    static let posts: [SearchTestPost] = (0..<12).map { index in
        let words = ["keychain", "token", "the shared keychain group", "json parsing", "credentials"]
        let body = (0...index % 5).map { words[($0 + index) % words.count] }.joined(separator: " and ")
            + String(repeating: " filler", count: index)
        return SearchTestPost(
            title: index % 4 == 0 ? "Keychain notes \(index)" : "Post \(index)", body: body,
            categories: index % 3 == 0 ? ["security"] : ["json"],
            day: String(format: "2011-01-%02d", index + 1), guid: "\(index)")
    }

    static let queries = [
        "keychain", "keychain token", "token OR credentials", "\"shared keychain\"", "cred*",
        "title:keychain", "keychain -json", "security", "the",
    ]

    @Test(arguments: queries)
    func scoresEqualBM25WhileCountsAreExact(_ text: String) throws {
        try withTemporaryArchive { archive throws in
            try archive.save(Self.posts)
            let results = try archive.search(try SearchQuery(text, limit: 20))
            #expect(!results.hits.isEmpty)
            let expected = try Self.bm25(in: archive, query: try SearchQuery(text))
            for hit in results.hits {
                let score = try #require(expected[hit.id])
                #expect(abs(hit.score - score) < 1e-9, "\(text): post \(hit.id)")
            }
        }
    }

    @Test func pastTheCountLimitTheIDFStillCountsEveryPost() throws {
        try withTemporaryArchive { archive throws in
            try archive.save(Self.posts.map { var post = $0; post.body += " and"; return post })
            let results = try archive.search(
                try SearchQuery("and", limit: 20), countLimit: 2)
            #expect(results.matchCount == 2)
            #expect(!results.matchCountIsExact)
            let expected = try Self.bm25(in: archive, query: try SearchQuery("and"))
            for hit in results.hits {
                #expect(abs(hit.score - (try #require(expected[hit.id]))) < 1e-9)
            }
        }
    }

    /// A word in every column and far into a long post: FTS5 writes offsets past 127 and past
    /// 16,383 in two and three bytes of its position lists, which the ranking reads itself
    /// (`PhraseHits`). Every hit counts, with its column's weight.
    @Test func hitsInEveryColumnAndFarIntoALongPostAllCount() throws {
        try withTemporaryArchive { archive throws in
            let filler = String(repeating: "filler ", count: 20_000)
            try archive.save([
                SearchTestPost(
                    title: "Keychain, far and wide",
                    body: "keychain \(filler.prefix(7 * 150))keychain \(filler)keychain keychain</p>"
                        + "<pre><code>let keychain = Keychain()</code></pre><p>end",
                    categories: ["keychain"], guid: "long"),
                SearchTestPost(title: "Short", body: "keychain once", guid: "short"),
                SearchTestPost(title: "None", body: "nothing here", guid: "none"),
            ])
            for text in ["keychain", "keychain end", "keych*"] {
                let results = try archive.search(try SearchQuery(text))
                let expected = try Self.bm25(in: archive, query: try SearchQuery(text))
                #expect(results.hits.count == expected.count, "\(text)")
                for hit in results.hits {
                    #expect(abs(hit.score - (try #require(expected[hit.id]))) < 1e-9, "\(text): \(hit.guid)")
                }
                let long = try #require(results.hits.first { $0.guid == "long" })
                #expect(Set(long.matchedIn) == Set(SearchColumn.allCases), "\(text)")
            }
        }
    }

    /// `-bm25()` with the search's column weights, by post id, read from the archive's file.
    static func bm25(in archive: Archive, query: SearchQuery) throws -> [Int64: Double] {
        let expression = try #require(query.matchExpression)
        return try archiveDatabase(archive.path).read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT rowid, -bm25(post_fts, 10, 4, 1, 0.5) FROM post_fts WHERE post_fts MATCH ?
                """, arguments: [expression])
            return Dictionary(uniqueKeysWithValues: rows.map { ($0[0] as Int64, $0[1] as Double) })
        }
    }
}
