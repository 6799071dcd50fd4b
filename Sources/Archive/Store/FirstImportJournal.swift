import GRDB

/// How a write into an archive that holds no posts yet (the first import of a blog) is made:
/// with SQLite's rollback journal instead of its write-ahead log, and the log again after it.
///
/// In write-ahead-log mode every page a transaction writes goes to the log first and is copied
/// into the file by the checkpoint after the commit: the first import of 100,000 posts wrote a
/// 5 GB log beside a 5 GB file, and every page it read back (the search's bounds are computed
/// before the commit) was looked up in that log's index. In rollback mode a page that was not in
/// the file before the transaction is written once, into the file, and journaled not at all: an
/// empty archive's transaction journals only its few first pages. It stays atomic: a process
/// killed mid-way leaves a hot journal that the next process to open the archive rolls back.
///
/// The switch needs the archive to itself: when another connection has it open (a `serve`, a
/// `search`, another import), SQLite refuses at once, without waiting, and the write goes
/// through the log as any other. While the rollback journal is in use, a process that opens the
/// archive waits for the import, as a writer waits for a writer, and then reads every post it
/// imported. A process killed before switching back leaves the archive in rollback mode; the
/// next process that opens it switches it back (``Archive``).
enum FirstImportJournal {
    /// Runs `body` with the rollback journal when the archive holds no posts and no other
    /// connection has it open, then switches back to the write-ahead log (waiting as `wait`
    /// says for readers that opened the archive meanwhile); otherwise just runs `body`.
    static func writing<T>(_ queue: DatabaseQueue, wait: BusyWait, _ body: () throws -> T) throws -> T {
        guard try queue.writeWithoutTransaction(switchedToRollback) else {
            return try body()
        }
        defer {
            // Not thrown: the posts are committed (or the transaction rolled back) whatever
            // happens here, and an archive left in rollback mode is switched back on its next opening.
            try? wait.retrying {
                try queue.writeWithoutTransaction { db in
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                    try db.execute(sql: "PRAGMA synchronous = NORMAL")
                }
            }
        }
        return try body()
    }

    /// Switches `db`'s archive to the rollback journal if it holds no posts and no other
    /// connection has it open; true when it did.
    private static func switchedToRollback(_ db: Database) throws -> Bool {
        guard try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM post)") == true else { return false }
        do {
            guard try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE") == "delete" else { return false }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            return false
        }
        // In rollback mode NORMAL skips a sync that a power cut could make matter.
        try db.execute(sql: "PRAGMA synchronous = FULL")
        return true
    }
}
