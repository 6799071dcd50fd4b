import Foundation
import GRDB

extension Archive {
    /// Above this many matches a search ranks only the most recently imported this many (see
    /// ``SearchResults/rankedCandidates``): bm25 costs about a microsecond a match.
    public static let rankingCandidateLimit = 2000

    /// Runs a search: ranked by bm25 with ``SearchColumn`` weights, ties newest first; a query
    /// with filters only lists its posts newest first.
    public func search(_ query: SearchQuery) throws(ArchiveError) -> SearchResults {
        try search(query, candidateLimit: Self.rankingCandidateLimit)
    }

    /// ``search(_:)`` with another bound on the matches it ranks.
    func search(_ query: SearchQuery, candidateLimit: Int) throws(ArchiveError) -> SearchResults {
        let clock = ContinuousClock()
        let start = clock.now
        let found = try readForSearch { db in
            try SearchRun(db: db, query: query).results(candidateLimit: candidateLimit)
        }
        return SearchResults(
            hits: found.hits, matchCount: found.count, rankedCandidates: found.ranked,
            duration: clock.now - start)
    }

    /// What ``rebuildSearchIndex()`` did.
    public struct ReindexReport: Sendable, Equatable {
        /// Posts indexed.
        public var posts: Int
        /// Distinct terms (stemmed words) in the index.
        public var terms: Int
    }

    /// Rebuilds the full-text index from the posts (FTS5 'rebuild', then 'optimize'), in one
    /// transaction. Needed only if the index was damaged or its definition changed.
    public func rebuildSearchIndex() throws(ArchiveError) -> ReindexReport {
        do {
            return try dbQueue.write { db in
                try SearchIndex.rebuild(in: db)
                let posts = try Int.fetchOne(db, sql: "SELECT count(*) FROM post") ?? 0
                try db.execute(sql: "CREATE VIRTUAL TABLE temp.post_fts_terms USING fts5vocab(main, post_fts, 'row')")
                defer { try? db.execute(sql: "DROP TABLE temp.post_fts_terms") }
                let terms = try Int.fetchOne(db, sql: "SELECT count(*) FROM temp.post_fts_terms") ?? 0
                return ReindexReport(posts: posts, terms: terms)
            }
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
