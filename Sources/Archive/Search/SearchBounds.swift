import Foundation
import GRDB

/// Upper bounds of the frequent terms' scores in each block of posts, kept in step with the
/// search index, so that a search for common words ranks exactly without scoring every match
/// (``BlockMaxRanking``).
///
/// A block is a range of post ids: ids follow publication dates (``DateOrderedID``: seconds
/// times 1024), so a block holds the posts of about twelve days. For each tracked term (a term in
/// at least ``threshold(posts:)`` posts when the terms were chosen) and each block holding it,
/// `search_bound` keeps the posts holding it and their ``TermFrontier``.
///
/// In step: triggers on `post` mark the block of every post inserted, deleted or re-indexed in
/// `search_bound_dirty`, and ``refresh(in:)``, which every write transaction of ``Archive`` runs
/// before it commits, computes those blocks again, and their posts' lengths (``SearchLengths``).
/// A snapshot with a marked block (a tool's own connection wrote posts) is not used: the search
/// then scores every match. The terms are chosen again when the number of posts has doubled or
/// halved since they were: choosing costs about as much as all the blocks (6.5 s at 100,000
/// posts), so an archive filled feed by feed pays it about twice in all; in between, a word that
/// became frequent is ranked by scoring its matches.
enum SearchBounds {
    /// Post ids share a block when they are equal after this shift: 2^30 ids, 2^20 seconds.
    static let blockShift: Int64 = 30
    /// A term is tracked when at least this many posts hold it, or a twentieth of them: scoring
    /// every match of a rarer term costs a few milliseconds at most.
    static let minimumPosts = 1000

    /// The posts a term must be in to be tracked, in an archive of `posts`.
    static func threshold(posts: Int) -> Int {
        max(minimumPosts, posts / 20)
    }

    /// The block of post `id`.
    static func block(of id: Int64) -> Int64 {
        id >> blockShift
    }

    /// The ids of `block`, first and last.
    static func ids(of block: Int64) -> ClosedRange<Int64> {
        let first = block << blockShift
        return first...(first | ((1 << blockShift) - 1))
    }

    /// True when `db`'s snapshot has the table `name`: an archive opened read-only as it is may
    /// predate the bounds or the packed lengths. (GRDB's `tableExists` reads the whole schema: a
    /// fifth of a short search.)
    static func hasTable(_ name: String, in db: Database) throws -> Bool {
        try Int.fetchOne(db, sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [name]) != nil
    }

    /// True when a block is marked in `db`'s snapshot: posts were written that the bounds and the
    /// packed lengths do not reflect yet.
    static func hasMarkedBlock(in db: Database) throws -> Bool {
        try Int.fetchOne(db, sql: "SELECT 1 FROM search_bound_dirty LIMIT 1") != nil
    }

    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE search_bound_term (term TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
            CREATE TABLE search_bound (
                term TEXT NOT NULL, block INTEGER NOT NULL, posts INTEGER NOT NULL, frontier BLOB NOT NULL,
                PRIMARY KEY (term, block)) WITHOUT ROWID;
            CREATE TABLE search_bound_dirty (block INTEGER PRIMARY KEY);
            CREATE TABLE search_bound_state (
                id INTEGER PRIMARY KEY CHECK (id = 1), posts INTEGER NOT NULL, threshold INTEGER NOT NULL);
            CREATE TRIGGER search_bound_insert AFTER INSERT ON post BEGIN
                INSERT OR IGNORE INTO search_bound_dirty VALUES (new.id >> \(blockShift));
            END;
            CREATE TRIGGER search_bound_delete AFTER DELETE ON post BEGIN
                INSERT OR IGNORE INTO search_bound_dirty VALUES (old.id >> \(blockShift));
            END;
            CREATE TRIGGER search_bound_update AFTER UPDATE OF \(SearchIndex.columnList) ON post BEGIN
                INSERT OR IGNORE INTO search_bound_dirty VALUES (old.id >> \(blockShift));
                INSERT OR IGNORE INTO search_bound_dirty VALUES (new.id >> \(blockShift));
            END;
            """)
    }

    /// Brings the bounds in step with the index, in `db`'s write transaction: the marked blocks
    /// computed again, or every bound when the terms are chosen again. Writes nothing when
    /// nothing changed.
    static func refresh(in db: Database) throws {
        let posts = try DocumentLengths.postCount(in: db)
        let chosenAt = try Int.fetchOne(db, sql: "SELECT posts FROM search_bound_state")
        if let chosenAt, posts < 2 * max(chosenAt, 1), chosenAt < 2 * max(posts, 1) {
            let dirty = try Int64.fetchSet(db, sql: "SELECT block FROM search_bound_dirty")
            guard !dirty.isEmpty else { return }
            try SearchLengths.compute(blocks: dirty, in: db)
            let terms = try String.fetchAll(db, sql: "SELECT term FROM search_bound_term")
            for term in terms {
                try db.execute(
                    sql: "DELETE FROM search_bound WHERE term = ? AND block IN (SELECT block FROM search_bound_dirty)",
                    arguments: [term])
            }
            try compute(terms, blocks: dirty, in: db)
            try db.execute(sql: "DELETE FROM search_bound_dirty")
        } else {
            try choose(posts: posts, in: db)
        }
    }

    /// Chooses the tracked terms anew and computes every bound.
    static func choose(posts: Int, in db: Database) throws {
        let threshold = threshold(posts: posts)
        try SearchLengths.compute(blocks: nil, in: db)
        try db.execute(sql: "DELETE FROM search_bound; DELETE FROM search_bound_term; DELETE FROM search_bound_dirty")
        var terms: [String] = []
        if posts >= threshold {
            try db.execute(sql: "CREATE VIRTUAL TABLE temp.search_bound_vocab USING fts5vocab(main, \(SearchIndex.table), 'row')")
            defer { try? db.execute(sql: "DROP TABLE temp.search_bound_vocab") }
            terms = try String.fetchAll(db, sql: "SELECT term FROM temp.search_bound_vocab WHERE doc >= ?", arguments: [threshold])
        }
        for term in terms {
            try db.execute(sql: "INSERT INTO search_bound_term VALUES (?)", arguments: [term])
        }
        try compute(terms, blocks: nil, in: db)
        try db.execute(
            sql: "INSERT OR REPLACE INTO search_bound_state (id, posts, threshold) VALUES (1, ?, ?)",
            arguments: [posts, threshold])
    }

    /// Computes the bounds of `terms` in `blocks` (every block when nil), which hold none yet,
    /// once ``SearchLengths`` holds their posts' lengths.
    private static func compute(_ terms: [String], blocks: Set<Int64>?, in db: Database) throws {
        guard !terms.isEmpty else { return }
        let lengths = try DocumentLengths(db: db, packed: true)
        let frequencies = try TermPostFrequencies(in: db)
        let insert = try db.makeStatement(sql: "INSERT INTO search_bound (term, block, posts, frontier) VALUES (?, ?, ?, ?)")
        let store = { (term: String, frontiers: [(block: Int64, frontier: TermFrontier)]) in
            for (block, frontier) in frontiers {
                try insert.execute(arguments: [term, block, frontier.posts, frontier.data])
            }
        }
        // The index's term as it is: stemming a stem again may give another term.
        let expression = { (term: String) in QueryTerm(text: CJKBigramTokenizer.exactTerm(term)).matchExpression }
        guard let blocks else {
            // Every post, in one walk of each term's posts. A term's frontiers are built on
            // another thread while SQLite walks the next term: after a first import of 100,000
            // posts, the two took 2.3 and 1.9 s, one after the other.
            let builder = FrontierBuilder(lengths: lengths)
            var previous: (term: String, frontiers: FrontierBuilder.Job)?
            for term in terms {
                let job = builder.build(try frequencies.pairs(of: expression(term)))
                if let previous { try store(previous.term, previous.frontiers.wait()) }
                previous = (term, job)
            }
            if let previous { try store(previous.term, previous.frontiers.wait()) }
            return
        }
        // The marked blocks' posts in their range of ids, row by row.
        let range = ids(of: blocks.min()!).lowerBound...ids(of: blocks.max()!).upperBound
        for term in terms {
            var frontiers = BlockFrontiers()
            try frequencies.forEach(expression(term), in: range) { id, frequency in
                guard blocks.contains(block(of: id)) else { return }
                frontiers.add(id: id, doubledFrequency: frequency, length: lengths.length(of: id) ?? 0)
            }
            frontiers.close()
            try store(term, frontiers.frontiers)
        }
    }
}
