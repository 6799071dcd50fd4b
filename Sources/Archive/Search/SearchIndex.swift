import GRDB

/// The FTS5 index over posts: `title`, `categories`, `prose` and `code` as separate columns,
/// external content kept in step with the `post` table in the same transaction.
///
/// Triggers remove a post's row from the index when the post is deleted or its indexed columns
/// are updated. In blogkit's write transactions (``queueing(in:_:)``) they queue the posts
/// inserted or updated in `search_pending`, indexed before the commit (``indexPending(in:)``), in
/// id order, and by a feed's import every ``pendingBatch`` posts; in any other they index each
/// at once. So the index never lags behind a committed post. Not indexing each post as it is
/// written: FTS5 writes its pending terms to disk as a new segment at every statement that opens
/// a savepoint (any write with a trigger or a constraint that may abort) and whenever a row's id
/// is not above the last one's, so every post became a segment of its own, written and then
/// merged.
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
        try setPendingSize(in: db)
    }

    /// How many bytes of terms FTS5 holds in memory before it writes them to disk as a segment
    /// (its `hashsize`, 1 MiB unless set; kept in the index's config table). Each segment is
    /// merged with others of its size, four at a time, then again with the merged ones: with
    /// segments of 8 MiB instead of 1, importing 100,000 posts merges fewer levels, for about
    /// 2 MB more memory (221 s against 241 s in one pair of runs, 2% less in two more;
    /// docs/benchmarks.md).
    static let pendingSize = 8 << 20

    /// Sets ``pendingSize`` in the index's config (migration v20, and every index created).
    static func setPendingSize(in db: Database) throws {
        try db.execute(sql: "INSERT INTO \(table) (\(table), rank) VALUES ('hashsize', ?)", arguments: [pendingSize])
    }

    /// The indexed columns of `post`, quoted, comma-separated: the list the index's SQL names.
    static let columnList = SearchColumn.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")

    /// The indexed columns of the row named `row` (`new`, `old`, `post`), as ``columnList``.
    static func columnList(of row: String) -> String {
        SearchColumn.allCases.map { "\(row).\"\($0.rawValue)\"" }.joined(separator: ", ")
    }

    /// The table of the posts queued for indexing.
    static let pendingTable = "search_pending"
    /// The table that holds a row while blogkit's write transaction queues the posts it writes.
    static let queueingTable = "search_queueing"

    /// How many posts a feed's import writes before it indexes those queued. FTS5 writes the
    /// terms it holds to disk whenever they pass ``pendingSize`` and at the end of each statement
    /// that indexes: the fewer statements, the fewer small segments to merge.
    static let pendingBatch = 2_048

    /// Replaces the triggers `synchronize(withTable:)` made by those of the queue (migration v18).
    /// Outside a transaction of blogkit's (``queueing(in:_:)``) they index each post at once, as
    /// before: a tool's connection that writes a post leaves the index in step.
    static func queueIndexing(in db: Database) throws {
        let columns = columnList
        let row = columnList(of:)
        let queueing = "EXISTS (SELECT 1 FROM \(queueingTable))"
        let pending = "EXISTS (SELECT 1 FROM \(pendingTable) WHERE id = old.id)"
        try db.dropFTS5SynchronizationTriggers(forTable: table)
        try db.execute(sql: """
            CREATE TABLE \(pendingTable) (id INTEGER PRIMARY KEY);
            CREATE TABLE \(queueingTable) (id INTEGER PRIMARY KEY CHECK (id = 1));
            CREATE TRIGGER search_index_insert AFTER INSERT ON post BEGIN
                INSERT INTO \(table) (rowid, \(columns)) SELECT new.id, \(row("new")) WHERE NOT \(queueing);
                INSERT OR IGNORE INTO \(pendingTable) (id) SELECT new.id WHERE \(queueing);
            END;
            CREATE TRIGGER search_index_update AFTER UPDATE OF \(columns) ON post WHEN NOT \(pending) BEGIN
                INSERT INTO \(table) (\(table), rowid, \(columns)) VALUES ('delete', old.id, \(row("old")));
                INSERT INTO \(table) (rowid, \(columns)) SELECT new.id, \(row("new")) WHERE NOT \(queueing);
                INSERT OR IGNORE INTO \(pendingTable) (id) SELECT new.id WHERE \(queueing);
            END;
            CREATE TRIGGER search_index_delete AFTER DELETE ON post BEGIN
                INSERT INTO \(table) (\(table), rowid, \(columns)) SELECT 'delete', old.id, \(row("old")) WHERE NOT \(pending);
                DELETE FROM \(pendingTable) WHERE id = old.id;
            END;
            """)
    }

    /// Runs `body` in `db`'s write transaction with the posts it writes queued, then indexes
    /// them: the index is in step again before the transaction commits.
    static func queueing<T>(in db: Database, _ body: () throws -> T) throws -> T {
        try db.execute(sql: "INSERT OR IGNORE INTO \(queueingTable) (id) VALUES (1)")
        let result = try body()
        try indexPending(in: db)
        try db.execute(sql: "DELETE FROM \(queueingTable)")
        return result
    }

    /// Indexes the queued posts, in id order (FTS5 appends rows with rising ids to the terms it
    /// holds), and empties the queue.
    static func indexPending(in db: Database) throws {
        try db.executeCached(sql: """
            INSERT INTO \(table) (rowid, \(columnList))
            SELECT post.id, \(columnList(of: "post")) FROM \(pendingTable) CROSS JOIN post ON post.id = \(pendingTable).id
            ORDER BY \(pendingTable).id
            """, arguments: [])
        try db.executeCached(sql: "DELETE FROM \(pendingTable)", arguments: [])
    }

    /// Makes the update trigger `synchronize(withTable:)` created re-index a post only when an
    /// UPDATE sets one of the indexed columns: re-indexing is most of what writing a post costs
    /// (0.8 of 1 ms per post of 16 KB), and a reconversion that changes a post's Markdown but not
    /// its text, or only records its conversion version, leaves the index as it is.
    static func reindexOnlyUpdatesOfIndexedColumns(in db: Database) throws {
        let trigger = "__\(table)_au"
        try db.execute(sql: "DROP TRIGGER \"\(trigger)\"")
        try db.execute(sql: """
            CREATE TRIGGER "\(trigger)" AFTER UPDATE OF \(columnList) ON "post" BEGIN
                INSERT INTO "\(table)"("\(table)", "rowid", \(columnList)) VALUES('delete', old."id", \(columnList(of: "old")));
                INSERT INTO "\(table)"("rowid", \(columnList)) VALUES (new."id", \(columnList(of: "new")));
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

    /// Rebuilds the index from the `post` table (FTS5 'rebuild'), then merges its segments. The
    /// queued posts are indexed with the others.
    static func rebuild(in db: Database) throws {
        try db.execute(sql: "DELETE FROM \(pendingTable); DELETE FROM \(queueingTable)")
        try db.execute(sql: "INSERT INTO \(table)(\(table)) VALUES('rebuild')")
        try db.execute(sql: "INSERT INTO \(table)(\(table)) VALUES('optimize')")
    }
}
