import GRDB

/// The FTS5 index over posts: `title`, `categories`, `prose` and `code` as separate columns,
/// external content kept in sync with the `post` table by triggers, so that every insert, update
/// and delete of a post updates the index in the same transaction.
///
/// Tokens are unicode61 words (letters and digits; `_`, `+`, `-` separate) with diacritics
/// removed, then porter-stemmed: `keychains` finds `keychain`, `café` finds `cafe`, and
/// identifiers such as `kSecAttrAccessGroup` stay one token. Prefix indexes on 2 and 3
/// characters keep short prefix queries (`ke*`, `nsj*`) from merging thousands of doclists.
enum SearchIndex {
    static let table = "post_fts"

    static func create(in db: Database) throws {
        try db.create(virtualTable: table, using: FTS5()) { t in
            t.synchronize(withTable: "post")
            t.tokenizer = .porter(wrapping: .unicode61(diacritics: .remove))
            t.prefixes = [2, 3]
            for column in SearchColumn.allCases {
                t.column(column.rawValue)
            }
        }
    }

    /// Rebuilds the index from the `post` table (FTS5 'rebuild'), then merges its segments.
    static func rebuild(in db: Database) throws {
        try db.execute(sql: "INSERT INTO \(table)(\(table)) VALUES('rebuild')")
        try db.execute(sql: "INSERT INTO \(table)(\(table)) VALUES('optimize')")
    }
}
