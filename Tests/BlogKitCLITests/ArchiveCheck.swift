import GRDB
import Testing

/// Checks of an archive file's consistency, beyond what the commands show.
enum ArchiveCheck {
    /// Expects SQLite's integrity check to pass and the search index to match the posts
    /// (FTS5's integrity-check with the content table compared too).
    static func expectConsistent(_ path: String) throws {
        try DatabaseQueue(path: path).write { db in
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            try db.execute(sql: "INSERT INTO post_fts(post_fts, rank) VALUES('integrity-check', 1)")
        }
    }
}
