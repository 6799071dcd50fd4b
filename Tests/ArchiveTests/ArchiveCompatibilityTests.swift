import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Testing

/// The archive refuses SQLite files it must not write into, with a one-line reason.
@Suite struct ArchiveCompatibilityTests {
    /// Runs `body` with the path of a fresh file in a temporary directory, removed afterwards.
    func withDatabaseFile(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("blogkit-compatibility-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory.appendingPathComponent("test.sqlite").path)
    }

    @Test func anArchiveFromANewerBlogkitIsRefused() throws {
        try withDatabaseFile { path in
            _ = try Archive(path: path)
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
            }
            let error = #expect(throws: ArchiveError.self) { try Archive(path: path) }
            let message = error?.description ?? ""
            #expect(message.contains("newer blogkit"))
            #expect(message.contains("v99-from-the-future"))
            #expect(!message.contains("\n"))
        }
    }

    @Test func anotherApplicationsDatabaseIsRefusedAndLeftUntouched() throws {
        try withDatabaseFile { path in
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)")
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let error = #expect(throws: ArchiveError.self) { try Archive(path: path) }
            #expect(error?.description.contains("not a blogkit archive") == true)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            let tables = try DatabaseQueue(path: path).read { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            }
            #expect(tables == ["moz_places"])
        }
    }

    @Test func readingAnArchiveWritesNothingToIt() throws {
        try withDatabaseFile { path in
            try Archive(path: path).save([SearchTestPost(title: "Keychain", body: "Shared keychain groups.")])
            let attributes = { try FileManager.default.attributesOfItem(atPath: path) }
            let before = (try Data(contentsOf: URL(fileURLWithPath: path)), try attributes()[.modificationDate] as? Date)
            do {
                // Closed at the end of this scope, which is when SQLite would write its log back.
                let archive = try Archive(path: path)
                #expect(try archive.search(try SearchQuery("keychain")).hits.count == 1)
                #expect(try archive.postCount() == 1)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before.0)
            #expect(try attributes()[.modificationDate] as? Date == before.1)
            // Write-ahead logging is on, kept in the file.
            #expect(try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        }
    }

    @Test func anArchiveOfThisVersionOpensAgain() throws {
        try withDatabaseFile { path in
            _ = try Archive(path: path)
            #expect(try Archive(path: path).postCount() == 0)
        }
    }
}
