import GRDB

extension Database {
    /// Executes `sql` through the connection's statement cache: statements run once per item
    /// during import are prepared (and their FTS triggers compiled) once per import, not per item.
    func executeCached(sql: String, arguments: StatementArguments) throws {
        try cachedStatement(sql: sql).execute(arguments: arguments)
    }
}
