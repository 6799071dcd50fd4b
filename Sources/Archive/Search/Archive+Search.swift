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
            try db.execute(sql: "PRAGMA mmap_size = \(Self.searchMapSize)")
            return try SearchRun(db: db, query: query, rankReport: rankReport).results(countLimit: countLimit)
        }
        results.duration = clock.now - start
        return results
    }

    /// How much of the archive's file a search reads through a memory map: all of it, up to
    /// SQLite's own ceiling (`SQLITE_MAX_MMAP_SIZE`, 2 GiB less 64 KiB), past which it reads as
    /// before. A page in the map costs no `pread` and no page-cache buffer of SQLite's to fill
    /// (fresh memory, faulted in page by page): at 100,000 posts, the query's own time 16% less at
    /// the median, 11% at p99 (docs/benchmarks.md). Pages still in the write-ahead log are read
    /// from it. The archive's file never shrinks (blogkit runs no `VACUUM`), and SQLite does not
    /// truncate a file under a reader's snapshot, so no mapped page goes away while it is read.
    /// Only searches ask for it (their connection keeps it): the build, which reads every post
    /// once and whose resident memory would then count every page it read, opens its own.
    static let searchMapSize = 2_147_418_112

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
            return try openConnection.write { db in
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
            return try openConnection.read(body)
        } catch {
            throw .database(path: path, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as? DatabaseError).flatMap(\.message) ?? "\(error)"
    }
}
