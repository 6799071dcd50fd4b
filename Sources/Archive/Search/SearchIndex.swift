import GRDB

/// The FTS5 index over posts: `title`, `categories`, `prose` and `code` as separate columns,
/// external content kept in sync with the `post` table by triggers, so that every insert, update
/// and delete of a post updates the index in the same transaction.
///
/// Tokens are unicode61 words (letters and digits; `_`, `+`, `-` separate) with diacritics
/// removed, then porter-stemmed: `keychains` finds `keychain`, `café` finds `cafe`, and
/// identifiers such as `kSecAttrAccessGroup` stay one token. Chinese, Japanese and Korean text
/// becomes overlapping pairs of characters (``CJKBigramTokenizer``): `清单` finds
/// `我的装备清单很长`. Prefix indexes on 2 and 3 characters keep short prefix queries (`ke*`,
/// `nsj*`) from merging thousands of doclists.
enum SearchIndex {
    static let table = "post_fts"
    /// How the index splits text into tokens; ``TermMatcher`` finds matches in hits with it.
    /// The tokenizer must be registered on every connection that uses the index (``register(in:)``).
    static let tokenizer = CJKBigramTokenizer.tokenizerDescriptor(
        arguments: FTS5TokenizerDescriptor.porter(wrapping: .unicode61(diacritics: .remove)).components)

    /// Registers the index's tokenizer on `db`'s connection: without it, a search, and any
    /// write to `post` (its triggers update the index), fails with "no such tokenizer".
    static func register(in db: Database) {
        CJKBigramTokenizer.register(in: db)
    }

    static func create(in db: Database) throws {
        try db.create(virtualTable: table, using: FTS5()) { t in
            t.synchronize(withTable: "post")
            t.tokenizer = tokenizer
            t.prefixes = [2, 3]
            for column in SearchColumn.allCases {
                t.column(column.rawValue)
            }
        }
    }

    /// Makes the update trigger `synchronize(withTable:)` created re-index a post only when an
    /// UPDATE sets one of the indexed columns: re-indexing is most of what writing a post costs
    /// (0.8 of 1 ms per post of 16 KB), and a reconversion that changes a post's Markdown but not
    /// its text, or only records its conversion version, leaves the index as it is.
    static func reindexOnlyUpdatesOfIndexedColumns(in db: Database) throws {
        let trigger = "__\(table)_au"
        let columns = SearchColumn.allCases.map { "\"\($0.rawValue)\"" }
        let values = { (row: String) in SearchColumn.allCases.map { "\(row).\"\($0.rawValue)\"" }.joined(separator: ", ") }
        try db.execute(sql: "DROP TRIGGER \"\(trigger)\"")
        try db.execute(sql: """
            CREATE TRIGGER "\(trigger)" AFTER UPDATE OF \(columns.joined(separator: ", ")) ON "post" BEGIN
                INSERT INTO "\(table)"("\(table)", "rowid", \(columns.joined(separator: ", "))) VALUES('delete', old."id", \(values("old")));
                INSERT INTO "\(table)"("rowid", \(columns.joined(separator: ", "))) VALUES (new."id", \(values("new")));
            END
            """)
    }

    /// Creates the index anew, with the current ``tokenizer``, and indexes every post: FTS5 keeps
    /// the tokenizer an index was created with.
    static func recreate(in db: Database) throws {
        try db.dropFTS5SynchronizationTriggers(forTable: table)
        try db.drop(table: table)
        try create(in: db)
        try reindexOnlyUpdatesOfIndexedColumns(in: db)
        try db.execute(sql: "INSERT INTO \(table)(\(table)) VALUES('optimize')")
    }

    /// Rebuilds the index from the `post` table (FTS5 'rebuild'), then merges its segments.
    static func rebuild(in db: Database) throws {
        try db.execute(sql: "INSERT INTO \(table)(\(table)) VALUES('rebuild')")
        try db.execute(sql: "INSERT INTO \(table)(\(table)) VALUES('optimize')")
    }
}
