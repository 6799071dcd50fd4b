import Archive
import GRDB
import Testing

/// Checks of an archive file's consistency, beyond what the commands show.
enum ArchiveCheck {
    /// Expects SQLite's integrity check to pass and the search index to match the posts
    /// (FTS5's integrity-check with the content table compared too).
    static func expectConsistent(_ path: String) throws {
        try database(path).write { db in
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            try db.execute(sql: "INSERT INTO post_fts(post_fts, rank) VALUES('integrity-check', 1)")
        }
    }

    /// The archive's SQLite file opened with GRDB directly, with the search index's tokenizer
    /// registered (writing a post's indexed columns updates the index).
    static func database(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.prepareDatabase { db in Archive.prepareConnection(db) }
        return try DatabaseQueue(path: path, configuration: configuration)
    }
}
