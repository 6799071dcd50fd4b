import Foundation
import GRDB

/// The SQLite archive of posts: one file, created readable by its owner only.
public final class Archive: Sendable {
    /// The database file's path.
    public let path: String
    let dbQueue: DatabaseQueue
    /// What the connection's ranking function counted in the last search (``RankFunction``).
    let rankReport = RankReport()

    /// Opens (creating if needed, mode 0600) and migrates the archive at `path`.
    public init(path: String) throws(ArchiveError) {
        self.path = path
        do {
            if !FileManager.default.fileExists(atPath: path) {
                guard FileManager.default.createFile(
                    atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
                else { throw ArchiveError.cannotOpen(path: path, reason: "cannot create the file") }
            }
            var config = Configuration()
            config.busyMode = .timeout(5)
            config.prepareDatabase { [rankReport] db in
                // As durable as SQLite gets in WAL mode, without an fsync per commit.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                RankFunction.register(in: db, report: rankReport)
            }
            dbQueue = try DatabaseQueue(path: path, configuration: config)
            // One read for what opening needs to know; nothing is written unless it must be.
            let state = try dbQueue.read { db in
                (incompatibility: try Schema.incompatibility(of: db),
                 journalMode: try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                 migrated: try Schema.migrator.hasCompletedMigrations(db))
            }
            if let reason = state.incompatibility {
                throw ArchiveError.cannotOpen(path: path, reason: reason)
            }
            // Write-ahead log: readers (export, search, build) see the last committed state while
            // an import's long transaction runs, instead of "database is locked". The mode is
            // kept in the file, so it is set once: GRDB's `journalMode = .wal` would also write a
            // transaction on every open that finds no -wal file, i.e. on every read-only command.
            if state.journalMode != "wal" {
                try dbQueue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
            }
            // Migrating writes, even when there is nothing to do: only when something is pending,
            // so that reading an archive leaves its file untouched (the site's no-change check
            // relies on that).
            if !state.migrated {
                try Schema.migrator.migrate(dbQueue)
            }
        } catch let error as ArchiveError {
            throw error
        } catch let error as DatabaseError {
            let reason = error.resultCode == .SQLITE_NOTADB
                ? "not a blogkit archive (not an SQLite database)" : error.message ?? "\(error.resultCode)"
            throw .cannotOpen(path: path, reason: reason)
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
    }
}
