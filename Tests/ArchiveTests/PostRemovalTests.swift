import Archive
import ArchiveTestSupport
import Import
import Foundation
import GRDB
import Testing

/// Removing posts, for now or forever, and the exclusions import honours.
@Suite struct PostRemovalTests {
    /// The archive and feed in Fixtures/v2-archive: `made-by-v2.sqlite` was written by blogkit
    /// before removal existed (migrations v1 and v2), from `one.xml` (guids old-1 and old-2).
    static func v2Archive() throws -> (archive: URL, feed: String) {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("v2-archive")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-v2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let archive = directory.appendingPathComponent("blogkit.sqlite")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("made-by-v2.sqlite"), to: archive)
        return (archive, fixtures.appendingPathComponent("one.xml").path)
    }

    @Test func anArchiveMadeBeforeRemovalExistedMigratesAndExcludesOnReimport() throws {
        let (file, feed) = try Self.v2Archive()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let archive = try Archive(path: file.path)
        #expect(try archive.posts().map(\.guid) == ["old-2", "old-1"])

        let report = try archive.remove(["https://old.example.com/keychain/"], forever: true)
        #expect(report.removed.map(\.guid) == ["old-1"])
        #expect(report.unmatched.isEmpty)
        #expect(try archive.exclusions().map(\.title) == ["Keychain groups"])

        let reimport = try Importer(archive: archive).importFeed(feed)
        #expect(reimport.excluded == ["old-1"])
        #expect(try archive.posts().map(\.guid) == ["old-2"])

        #expect(try archive.allow(["old-1"]).allowed.map(\.guid) == ["old-1"])
        #expect(try Importer(archive: archive).importFeed(feed).outcomes.values.contains(.new))
        #expect(try archive.posts().map(\.guid) == ["old-2", "old-1"])
    }

    @Test func removingAPostTakesItsListsFeedLinksAndSearchRowsInOneGo() throws {
        try withTemporaryArchive { archive in
            try archive.save([
                SearchTestPost(title: "Keychain", body: "Shared keychain groups.", categories: ["ios"], guid: "a"),
                SearchTestPost(title: "Shadows", body: "Drop shadows on views.", categories: ["ios"], guid: "b"),
            ])
            let report = try archive.remove(["a", "nope"], forever: false)
            #expect(report.removed.map(\.title) == ["Keychain"])
            #expect(report.unmatched == ["nope"])
            #expect(try archive.search(try SearchQuery("keychain")).hits.isEmpty)
            #expect(try archive.exclusions().isEmpty)
            let (orphans, integrity) = try archiveDatabase(archive.path).read { db in
                (try Int.fetchOne(db, sql: """
                    SELECT (SELECT count(*) FROM post_feed WHERE postId NOT IN (SELECT id FROM post))
                         + (SELECT count(*) FROM post_category WHERE postId NOT IN (SELECT id FROM post))
                         + (SELECT count(*) FROM post_link WHERE postId NOT IN (SELECT id FROM post))
                    """),
                 try String.fetchOne(db, sql: "PRAGMA integrity_check"))
            }
            #expect(orphans == 0)
            #expect(integrity == "ok")
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "INSERT INTO post_fts(post_fts, rank) VALUES('integrity-check', 1)")
            }
            #expect(try archive.search(try SearchQuery("shadows")).hits.map(\.title) == ["Shadows"])
        }
    }
}
