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

    /// Hits at every gap up to 300 offsets, runs of hits next to each other and hits in every
    /// column: position lists holding varints that end in the byte 0x01 (a delta of 127 is the
    /// bytes 0x81 0x01), which is also how a column change starts, and long stretches without
    /// one, which the ranking counts eight bytes at a time (`PhraseHits`).
    @Test func hitsAtEveryGapCount() throws {
        try withTemporaryArchive { archive throws in
            let gaps = (0..<300).map { "keychain " + String(repeating: "filler ", count: $0) }.joined()
            let run = String(repeating: "keychain ", count: 40)
            let code = (0..<150).map { "keychain" + String(repeating: " x", count: $0 % 131) }.joined(separator: " ")
            try archive.save([
                SearchTestPost(
                    title: run, body: "\(gaps)\(run)</p><pre><code>\(code)</code></pre><p>\(run)end",
                    categories: ["keychain", "keychain keychain"], guid: "gaps"),
                SearchTestPost(title: "Keychain", body: String(repeating: "filler ", count: 129) + run, guid: "run"),
                SearchTestPost(title: "Other", body: "a keychain once", guid: "once"),
            ] + (1...9).map { hits in
                // A delta of 127 after hits one apart (single bytes): the 0x81 0x01 at each place
                // of an eight-byte stretch, across its end too.
                let body = String(repeating: "keychain ", count: hits) + String(repeating: "filler ", count: 126)
                return SearchTestPost(title: "Aligned \(hits)", body: body + run, guid: "aligned \(hits)")
            } + (0..<10).map { SearchTestPost(title: "None \($0)", body: "nothing here but x", guid: "none \($0)") })
            for text in ["keychain", "keych*", "\"keychain keychain\"", "keychain filler", "keychain OR x"] {
                let results = try archive.search(try SearchQuery(text, limit: 30))
                let expected = try Self.bm25(in: archive, query: try SearchQuery(text))
                #expect(results.hits.count == expected.count, "\(text)")
                for hit in results.hits {
                    #expect(abs(hit.score - (try #require(expected[hit.id]))) < 1e-9, "\(text): \(hit.guid)")
                }
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
