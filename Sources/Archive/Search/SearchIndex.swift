import GRDB

/// The FTS5 index over posts: `title`, `categories`, `prose` and `code` as separate columns,
/// external content kept in sync with the `post` table by triggers, so that every insert, update
/// and delete of a post updates the index in the same transaction.
enum SearchIndex {
    static let table = "post_fts"

    static func create(in db: Database) throws {
        try db.create(virtualTable: table, using: FTS5()) { t in
            t.synchronize(withTable: "post")
            t.tokenizer = .porter(wrapping: .unicode61(diacritics: .remove))
            t.column("title")
            t.column("categories")
            t.column("prose")
            t.column("code")
        }
    }
}
