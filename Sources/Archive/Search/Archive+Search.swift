import Foundation
import GRDB

extension Archive {
    /// A search ranks every match exactly (bm25) when at most this many posts match.
    public static let exactRankingLimit = 10_000

    /// When more than ``exactRankingLimit`` posts match, a search ranks the newest this many (post
    /// ids follow publication dates, see `DateOrderedID`; ``SearchResults/rankedCandidates``) and
    /// every older one in which the whole query matches within the title and categories. Scoring
    /// costs about a microsecond a match: 10,000 of them would put a search for `the` at tens of
    /// milliseconds, for a word that says little about which post is best.
    public static let rankingCandidateLimit = 300

    /// A search counts matches up to this many (``SearchResults/matchCountIsExact``).
    public static let matchCountLimit = 10_000

    /// Runs a search: ranked by bm25 with ``SearchColumn`` weights, ties newest first; a query
    /// with filters only lists its posts newest first.
    ///
    /// - Parameters:
    ///   - exactLimit: rank every match when at most this many posts match.
    ///   - candidateLimit: past `exactLimit`, rank only the newest this many and the title and
    ///     category matches (``SearchResults/rankedCandidates``).
    ///   - countLimit: count matches up to this many (``SearchResults/matchCountIsExact``).
    public func search(
        _ query: SearchQuery, exactLimit: Int = exactRankingLimit, candidateLimit: Int = rankingCandidateLimit,
        countLimit: Int = matchCountLimit
    ) throws(ArchiveError) -> SearchResults {
        let clock = ContinuousClock()
        let start = clock.now
        var results = try readForSearch { db in
            try SearchRun(db: db, query: query, rankReport: rankReport).results(
                exactLimit: exactLimit, candidateLimit: candidateLimit, countLimit: countLimit)
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
