@testable import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

/// The first write into an archive without posts uses SQLite's rollback journal, and only then
/// (`FirstImportJournal`): the write-ahead log again after it, and whenever another connection
/// has the archive open.
@Suite("Archive: the first import's journal")
struct FirstImportJournalTests {
    /// The journal mode seen inside a write of `archive`'s.
    static func modeInsideWrite(_ archive: Archive) throws -> String? {
        try archive.write { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    }

    static func mode(_ archive: Archive) throws -> String? {
        try archive.dbQueue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    }

    @Test func anEmptyArchiveIsWrittenWithTheRollbackJournalThenTheLog() throws {
        try withTemporaryArchive { archive in
            #expect(try Self.modeInsideWrite(archive) == "delete")
            #expect(try Self.mode(archive) == "wal")
            try archive.save([SearchTestPost(title: "Keychain groups", body: "Sharing secrets between apps.")])
            #expect(try Self.mode(archive) == "wal")
            #expect(try archive.titles("keychain") == ["Keychain groups"])
            // Once the archive holds a post, every write goes through the log.
            #expect(try Self.modeInsideWrite(archive) == "wal")
        }
    }

    @Test func anotherOpenConnectionKeepsTheLogWithoutWaiting() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("test.sqlite").path
        let waits = Mutex(0)
        let archive = try Archive(path: path, busyTimeout: .seconds(30)) { waits.withLock { $0 += 1 } }
        let other = try archiveDatabase(path)
        _ = try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM post") }
        #expect(try Self.modeInsideWrite(archive) == "wal")
        #expect(waits.withLock { $0 } == 0)
        try archive.save([SearchTestPost(title: "Keychain groups", body: "Sharing secrets between apps.")])
        #expect(try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM post") } == 1)
    }

    @Test func aFailedFirstWriteLeavesTheArchiveEmptyInLogMode() throws {
        struct Stop: Error {}
        try withTemporaryArchive { archive throws in
            #expect(throws: Stop.self) {
                try archive.write { db in
                    try db.execute(sql: "INSERT INTO feed (source, importedAt) VALUES ('feed.xml', 0)")
                    throw Stop()
                }
            }
            #expect(try Self.mode(archive) == "wal")
            #expect(try archive.dbQueue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM feed") } == 0)
        }
    }
}
