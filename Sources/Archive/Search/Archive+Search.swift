import Foundation
import GRDB

extension Archive {
    /// A search counts matches up to this many (``SearchResults/matchCountIsExact``).
    public static let matchCountLimit = 10_000

    /// Runs a search: every match ranked by bm25 with ``SearchColumn`` weights, however many
    /// there are, equal scores newest first; a query with filters only lists its posts newest
    /// first.
    ///
    /// Past `countLimit` matches, a query of common words is ranked block by block of posts
    /// (``SearchResults/blocks``), with the same result.
    ///
    /// - Parameter countLimit: count matches up to this many (``SearchResults/matchCountIsExact``).
    public func search(_ query: SearchQuery, countLimit: Int = matchCountLimit) throws(ArchiveError) -> SearchResults {
        let clock = ContinuousClock()
        let start = clock.now
        var results = try readForSearch { db in
            try SearchRun(db: db, query: query, rankReport: rankReport).results(countLimit: countLimit)
        }
        results.duration = clock.now - start
        return results
    }

    /// Prepares a connection that a tool opens on an archive's file with GRDB itself, rather
    /// than through `Archive`: registers the search index's tokenizer, without which reading the
    /// index or writing a post fails with "no such tokenizer: blogkit_cjk". Call it from
    /// `Configuration.prepareDatabase`.
    public static func prepareConnection(_ db: Database) {
        SearchIndex.register(in: db)
    }

    /// What ``rebuildSearchIndex()`` did.
    public struct ReindexReport: Sendable, Equatable {
        /// Posts indexed.
        public var posts: Int
        /// Distinct terms (stemmed words) in the index.
        public var terms: Int
    }

    /// Rebuilds the full-text index from the posts (FTS5 'rebuild', then 'optimize'), and the
    /// bounds ranking uses (``SearchBounds``), in one transaction. Needed only if the index was damaged or its definition changed.
    public func rebuildSearchIndex() throws(ArchiveError) -> ReindexReport {
        do {
            return try dbQueue.write { db in
                try SearchIndex.rebuild(in: db)
                let posts = try Int.fetchOne(db, sql: "SELECT count(*) FROM post") ?? 0
                try SearchBounds.choose(posts: try DocumentLengths.postCount(in: db), in: db)
                try db.execute(sql: "CREATE VIRTUAL TABLE temp.post_fts_terms USING fts5vocab(main, post_fts, 'row')")
                defer { try? db.execute(sql: "DROP TABLE temp.post_fts_terms") }
                let terms = try Int.fetchOne(db, sql: "SELECT count(*) FROM temp.post_fts_terms") ?? 0
                return ReindexReport(posts: posts, terms: terms)
            }
        } catch let error as DatabaseError {
            throw Self.archiveError(error, path: path, busyTimeout: busyTimeout)
        } catch {
            throw .database(path: path, reason: Self.reason(error))
        }
    }

    private func readForSearch<T>(_ body: (Database) throws -> T) throws(ArchiveError) -> T {
        do {
            return try dbQueue.read(body)
        } catch {
            throw .database(path: path, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as? DatabaseError).flatMap(\.message) ?? "\(error)"
    }
}
