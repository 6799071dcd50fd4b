import GRDB

extension Schema {
    /// Why the database at hand must not be opened as an archive, if so: an SQLite file of another
    /// application (tables, but no blogkit migrations: migrating would write into it), or an
    /// archive a newer blogkit has migrated (this version would misread or damage it).
    static func incompatibility(of db: Database) throws -> String? {
        let migrator = Self.migrator
        let applied = try migrator.appliedIdentifiers(db)
        if applied.isEmpty {
            // GRDB's migrator commits `grdb_migrations` before the first migration: an archive
            // another process is creating has that table alone for a moment.
            let tables = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name != 'grdb_migrations'") ?? 0
            return tables > 0 ? "not a blogkit archive (an SQLite database of something else)" : nil
        }
        let unknown = applied.subtracting(migrator.migrations).sorted()
        guard !unknown.isEmpty else { return nil }
        return "written by a newer blogkit (unknown schema migration \(unknown.map { "'\($0)'" }.joined(separator: ", "))); "
            + "upgrade blogkit to read it"
    }
}
