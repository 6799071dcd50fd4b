import GRDB

/// Leaves an archive's posts as an older blogkit's conversion would have: a different body, no
/// listings or links, and conversion version 0 (what archives from before the version hold).
/// Only the converted columns change; the source HTML a reconversion starts from is kept.
enum OlderConversion {
    /// A word no sample post contains, which every aged post's body holds.
    static let marker = "obsoleteconversion"

    /// Ages every post of the archive at `path`.
    static func age(_ path: String) throws {
        let body = "Made by the \(marker) of an older blogkit."
        try ArchiveCheck.database(path).write { db in
            try db.execute(
                sql: """
                    UPDATE post SET conversion = 0, markdown = ?, html = ?, excerptHTML = ?, prose = ?, code = '';
                    DELETE FROM code_listing;
                    DELETE FROM post_link;
                    """,
                arguments: [body + "\n", "<p>\(body)</p>", "<p>\(body)</p>", body])
        }
    }

    /// How many posts of the archive at `path` have each conversion version.
    static func versions(_ path: String) throws -> [Int: Int] {
        var configuration = Configuration()
        configuration.readonly = true
        // Read while a reconversion writes: in WAL mode opening a connection can meet SQLITE_BUSY
        // for a moment (a checkpoint, the writer's first transaction), as blogkit's own readers do.
        configuration.busyMode = .timeout(10)
        return try DatabaseQueue(path: path, configuration: configuration).read { db in
            var counts: [Int: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT conversion, count(*) FROM post GROUP BY conversion") {
                counts[row[0]] = row[1]
            }
            return counts
        }
    }
}
