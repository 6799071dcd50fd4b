import Foundation
import GRDB
import Synchronization

/// The SQLite archive of posts: one file, created readable by its owner only.
///
/// Any number of blogkit processes may use one archive at once. Readers never wait for writers
/// (write-ahead log) but for the first import into an archive without posts
/// (``FirstImportJournal``); a writer waits for another writer, up to a busy timeout. Creating
/// and migrating the archive happen under ``CreationLock``, so processes that start together on
/// a missing file all find one complete archive. An archive whose file or directory is not
/// writable (a read-only mount, a backup) is opened read-only.
public final class Archive: Sendable {
    /// How long a command waits, unless told otherwise, for another process that is writing the
    /// archive: importing a large feed holds the write lock for minutes.
    public static let defaultBusyTimeout: Duration = .seconds(600)

    /// The database file's path.
    public let path: String
    /// True when the archive was opened read-only because its file or its directory is not
    /// writable: reading works, writing throws ``ArchiveError/readOnly(path:)``.
    public let isReadOnly: Bool
    /// How long a write waits for another writer before throwing ``ArchiveError/busy(path:waited:)``.
    let busyTimeout: Duration
    /// How this archive's connection waits for another process.
    let busyWait: BusyWait
    let dbQueue: DatabaseQueue
    /// True once ``close()`` ran: a later use throws instead of reaching the closed connection.
    private let isClosed = Mutex(false)
    /// What the connection's ranking function counted in the last search (``RankFunction``).
    let rankReport = RankReport()

    /// Opens (creating if needed, mode 0600) and migrates the archive at `path`; or opens it
    /// read-only, as it is, when its file or directory is not writable.
    ///
    /// - Parameters:
    ///   - busyTimeout: how long to wait for another process writing the archive.
    ///   - onWait: called once, from another thread, when a wait has lasted a second.
    public init(
        path: String, busyTimeout: Duration = defaultBusyTimeout, onWait: (@Sendable () -> Void)? = nil
    ) throws(ArchiveError) {
        self.path = path
        self.busyTimeout = busyTimeout
        let wait = BusyWait(timeout: busyTimeout, onWait: onWait)
        busyWait = wait
        var config = Configuration()
        config.busyMode = .callback { tries in wait.shouldRetry(tries: tries) }
        config.prepareDatabase { [rankReport] db in
            // As durable as SQLite gets in WAL mode, without an fsync per commit.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            RankFunction.register(in: db, report: rankReport)
            FrequencyFunction.register(in: db)
            SearchIndex.register(in: db)
        }
        do {
            isReadOnly = ReadOnlyArchive.applies(to: path)
            if isReadOnly {
                config.readonly = true
                dbQueue = try DatabaseQueue(path: ReadOnlyArchive.connectionPath(for: path), configuration: config)
                if let reason = try OpeningState(dbQueue).incompatibility {
                    throw ArchiveError.cannotOpen(path: path, reason: reason)
                }
            } else {
                dbQueue = try Self.openWritable(path, configuration: config, wait: wait)
            }
        } catch let error as ArchiveError {
            throw error
        } catch let error as DatabaseError {
            throw Self.archiveError(error, path: path, busyTimeout: busyTimeout, opening: true)
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
    }

    /// Opens the archive at `path`, creating, switching to WAL and migrating it under the
    /// creation lock when it is not ready, and only then: opening a ready archive takes one read
    /// and writes nothing (the site's no-change check relies on that).
    private static func openWritable(
        _ path: String, configuration: Configuration, wait: BusyWait
    ) throws -> DatabaseQueue {
        if FileManager.default.fileExists(atPath: path) {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let state = try OpeningState(queue)
            if let reason = state.incompatibility { throw ArchiveError.cannotOpen(path: path, reason: reason) }
            if !state.isReady {
                try CreationLock.holding(path, wait: wait) { try prepare(queue, path: path, wait: wait) }
            }
            return queue
        }
        return try CreationLock.holding(path, wait: wait) {
            try CreationLock.createFile(path)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try prepare(queue, path: path, wait: wait)
            return queue
        }
    }

    /// Makes the archive ready, holding the creation lock: what another process did before it
    /// got the lock is read again. Busy errors that SQLite returns without waiting are waited
    /// out here (``BusyWait/retrying(_:)``): a process killed while switching the journal mode
    /// leaves a hot journal that every process opening the file then races to roll back.
    private static func prepare(_ queue: DatabaseQueue, path: String, wait: BusyWait) throws {
        try wait.retrying { try prepareOnce(queue, path: path) }
    }

    private static func prepareOnce(_ queue: DatabaseQueue, path: String) throws {
        let state = try OpeningState(queue)
        if let reason = state.incompatibility { throw ArchiveError.cannotOpen(path: path, reason: reason) }
        // Write-ahead log: readers (export, search, build) see the last committed state while
        // an import's long transaction runs, instead of "database is locked". The mode is kept
        // in the file, so it is set once: GRDB's `journalMode = .wal` would also write a
        // transaction on every open that finds no -wal file, i.e. on every read-only command.
        if state.journalMode != "wal" {
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        }
        if !state.migrated {
            try StatementJournal.inMemory(queue) { try Schema.migrator.migrate(queue) }
        }
    }

    /// Closes the connection now instead of when the archive is released: SQLite removes the
    /// write-ahead log and its index if no other connection has the file open. Every later use
    /// of this archive throws; a use still running on another thread must have ended. For a
    /// command that exits next without releasing the archive (see `SearchRequest.run()`).
    public func close() throws(ArchiveError) {
        do {
            try isClosed.withLock { closed in
                guard !closed else { return }
                try dbQueue.close()
                closed = true
            }
        } catch let error as DatabaseError {
            throw Self.archiveError(error, path: path, busyTimeout: busyTimeout)
        } catch {
            throw .database(path: path, reason: "cannot close: \(error)")
        }
    }

    /// The connection, for a read or a write; an error once the archive is closed.
    var openConnection: DatabaseQueue {
        get throws(ArchiveError) {
            guard !isClosed.withLock({ $0 }) else { throw .database(path: path, reason: "the archive is closed") }
            return dbQueue
        }
    }

    /// `error` as the one line a user reads.
    static func archiveError(_ error: DatabaseError, path: String, busyTimeout: Duration, opening: Bool = false) -> ArchiveError {
        switch error.resultCode {
        case .SQLITE_BUSY: .busy(path: path, waited: busyTimeout)
        case .SQLITE_READONLY: .readOnly(path: path)
        case .SQLITE_NOTADB where opening: .cannotOpen(path: path, reason: "not a blogkit archive (not an SQLite database)")
        default:
            opening
                ? .cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
                : .database(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }
}

/// What opening needs to know of the database, read in one transaction that writes nothing.
private struct OpeningState {
    var incompatibility: String?
    var journalMode: String?
    var migrated: Bool

    init(_ queue: DatabaseQueue) throws {
        (incompatibility, journalMode, migrated) = try queue.read { db in
            // Reading the schema first starts the transaction's snapshot: a statement prepared
            // before it could see no table that another process has since created, and the
            // next statement see it (GRDB's migrator then fails on "no such table").
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
            return (try Schema.incompatibility(of: db), try String.fetchOne(db, sql: "PRAGMA journal_mode"),
             try Schema.migrator.hasCompletedMigrations(db))
        }
    }

    /// Compatible, in WAL mode and fully migrated: nothing to write.
    var isReady: Bool { incompatibility == nil && journalMode == "wal" && migrated }
}
