import GRDB

/// Blogkit's write transactions keep SQLite's statement journals in memory instead of in a
/// temporary file.
///
/// Inside a transaction, a statement that may fail half-way (an insert whose triggers write
/// other tables, say) journals each page it changes that was there when it began, so that its
/// failure undoes it alone. SQLite holds that journal in memory up to 64 KiB; past that it
/// moves it into an unlinked file in `/var/tmp` (or `SQLITE_TMPDIR`), which then serves every
/// later statement of the transaction. The first import of a blog is one transaction: the
/// first 1,000 generated posts journaled 121 MB into that file for a 51 MB archive, 10,000
/// posts 2.6 GB for 510 MB, in 1.3 million writes, about half of the import's system time.
///
/// In memory (`PRAGMA temp_store = MEMORY` when the transaction begins), each journal lives
/// only while its statement runs: most under 200 KB, the search index's merges of segments up
/// to about 17 MB at 10,000 posts and 30 MB at 100,000 (the import's peak memory rose from 53 to
/// 68 MB and from 60 to 92 MB): FTS5 merges a little at each statement that indexes, so the
/// largest journal grew less than twofold for ten times the posts. The temporary tables of the transaction (the search's
/// vocabulary views) are in memory too; after it, the connection is back to SQLite's default,
/// so the sorts of a build still spill to files.
enum StatementJournal {
    /// Runs `body` (which opens its own transactions on `queue`) with statement journals and
    /// temporary tables in memory, then restores SQLite's default.
    static func inMemory<T>(_ queue: DatabaseQueue, _ body: () throws -> T) throws -> T {
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA temp_store = MEMORY") }
        let result: T
        do {
            result = try body()
        } catch {
            try? restore(queue)
            throw error
        }
        try restore(queue)
        return result
    }

    private static func restore(_ queue: DatabaseQueue) throws {
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA temp_store = DEFAULT") }
    }
}
