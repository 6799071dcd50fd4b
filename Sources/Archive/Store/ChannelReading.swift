import GRDB

extension Archive {
    /// The channel of every imported feed, in import order (first imported first).
    public func channels() throws -> [StoredChannel] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM feed ORDER BY id").map { row in
                StoredChannel(
                    title: row["title"], link: row["link"], description: row["description"],
                    language: row["language"], lastBuildDate: row["lastBuildDate"],
                    generator: row["generator"], selfLink: row["selfLink"],
                    terms: row.hasColumn("terms") ? StoredTerm.decode(row["terms"]) : [])
            }
        }
    }
}
