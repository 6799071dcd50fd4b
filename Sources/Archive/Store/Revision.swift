import GRDB

/// A number that grows with every write to the archive's content, kept by triggers in the
/// writing transaction. Readers use it to tell whether anything changed since they last looked;
/// the database file's size and mtime cannot tell, since in WAL mode even a reader's closing
/// checkpoint touches the file.
enum Revision {
    static let table = "archive_revision"

    /// The tables whose rows pages and exports show (and, since v8, `comment`).
    static let watchedTables = ["post", "post_category", "post_feed", "feed", "code_listing", "enclosure"]

    static func create(in db: Database) throws {
        try db.execute(sql: "CREATE TABLE \(table) (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL)")
        try db.execute(sql: "INSERT INTO \(table) (id, value) VALUES (1, 0)")
        for watched in watchedTables { try watch(watched, in: db) }
    }

    /// The columns of `feed` that record its fetches (for `blogkit feeds` and `sync`), which no
    /// page or export shows: an import writes them every time, and an unchanged feed imported
    /// again must leave the revision, and so the next build, alone.
    static let feedFetchColumns: Set<String> = ["importedAt", "fetchedAt", "fetchStatus", "etag", "lastModified", "headerVariable"]

    /// Makes an update of `feed` grow the revision only when it changes a column other than
    /// ``feedFetchColumns``. The columns are read now: a migration that adds one to `feed`
    /// calls this again.
    static func watchFeedContent(in db: Database) throws {
        let columns = try db.columns(in: "feed").map(\.name).filter { !feedFetchColumns.contains($0) }
        let values = { (row: String) in columns.map { "\(row).\"\($0)\"" }.joined(separator: ", ") }
        try db.execute(sql: "DROP TRIGGER \(table)_feed_update")
        try db.execute(sql: """
            CREATE TRIGGER \(table)_feed_update AFTER UPDATE ON feed WHEN (\(values("OLD"))) IS NOT (\(values("NEW")))
            BEGIN UPDATE \(table) SET value = value + 1 WHERE id = 1; END
            """)
    }

    /// Makes every write to `watched` grow the revision: for a table added after the revision.
    static func watch(_ watched: String, in db: Database) throws {
        for event in ["INSERT", "UPDATE", "DELETE"] {
            try db.execute(sql: """
                CREATE TRIGGER \(table)_\(watched)_\(event.lowercased()) AFTER \(event) ON \(watched)
                BEGIN UPDATE \(table) SET value = value + 1 WHERE id = 1; END
                """)
        }
    }
}

extension Archive {
    /// Grows with every change to the archive's posts and feeds (import, reindex excluded): two
    /// equal revisions of one archive file mean the same content.
    public func revision() throws -> Int64 {
        try read { db in try Int64.fetchOne(db, sql: "SELECT value FROM \(Revision.table) WHERE id = 1") ?? 0 }
    }
}
