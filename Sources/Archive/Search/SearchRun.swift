import Foundation
import GRDB

/// The SQL of one search, in one read transaction.
///
/// Ranking is exact at any size: every match is scored (bm25, ``RankFunction``) and the page is
/// the best of them, as FTS5's `ORDER BY bm25(...)` would give it, equal scores newest first.
/// Scoring costs a tenth of a microsecond or so a match (its length and position lists). Where
/// the posts' lengths are packed by block (``SearchLengths``), the matches are counted as they
/// are ranked, in one pass, their lengths read block by block (``BlockLengths``); else they are
/// counted first, which tells whether reading every post's length at once pays
/// (``RankReport/useLengths(in:scoring:of:packed:)``). A query of frequent words past the count
/// limit is ranked block by block (``BlockMaxRanking``). Ranking reads only the index (see
/// ``ScoredMatch``); the wide `post` rows are read for the page's hits only.
struct SearchRun {
    let db: Database
    let query: SearchQuery
    let rankReport: RankReport

    func results(countLimit: Int) throws -> SearchResults {
        defer { rankReport.endRanking() }
        guard let matchExpression = query.matchExpression else {
            let count = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM post p WHERE 1\(filterSQL)",
                arguments: StatementArguments(filterArguments)) ?? 0
            return SearchResults(hits: try listByDate(), matchCount: count)
        }
        let join = filterSQL.isEmpty ? "" : " JOIN post p ON p.id = f.rowid"
        let matching = "FROM post_fts f\(join) WHERE post_fts MATCH ?\(filterSQL)"
        let arguments: [(any DatabaseValueConvertible)?] = [matchExpression] + filterArguments
        let keep = query.offset + query.limit
        let posts = try DocumentLengths.postCount(in: db)
        let packed = try SearchLengths.isCurrent(in: db)
        let count: Int
        let best: [ScoredMatch]
        var blocks: (ranked: Int, candidates: Int)?
        let plan = try BlockMaxRanking.plan(for: query, countLimit: countLimit, in: db)
        // Words each in many posts, together in few: counted, the matches are few enough to
        // score in one statement, which costs less than a statement a block where the bounds of
        // several words leave most blocks in. So are matches past the limit whose last one counted
        // lies near the end of the plan's posts (``reachForOnePass``).
        let counted = try plan.map { plan in
            try plan.matchCount.map { (count: $0, reach: 0.0) }
                ?? countMatches(matching, arguments: arguments, upTo: countLimit + 1, across: plan.span)
        }
        if let plan, let counted, (counted.count > countLimit && counted.reach < Self.reachForOnePass) || !packed {
            count = counted.count
            try rankReport.useLengths(in: db, scoring: 0, of: posts, packed: packed)
            let ranked: Int
            (best, ranked) = try topMatches(keep: keep, plan: plan, posts: posts, packed: packed, matching, arguments: arguments)
            blocks = (ranked, plan.blocks.count)
        } else if packed {
            // Counted as they are ranked, in one pass, their lengths read by block.
            try rankReport.useLengths(in: db, scoring: 0, of: posts, packed: packed)
            let single = query.terms.count == 1 && query.phraseCount == 1 && !query.isFiltered
            best = try topMatches(
                keep: keep, postCounts: plan?.postCounts ?? [:], defersInverseFrequency: single, matching, arguments: arguments)
            count = rankReport.rows
        } else {
            // Counted past the limit up to the number of rows that makes reading every length pay.
            count = try countMatches(
                matching, arguments: arguments, upTo: max(countLimit, RankReport.rowsForLengths(posts: posts, packed: packed)) + 1)
            try rankReport.useLengths(in: db, scoring: count, of: posts, packed: packed)
            best = try topMatches(keep: keep, postCounts: [:], defersInverseFrequency: false, matching, arguments: arguments)
        }
        let page = try ScoredMatch.page(of: best, offset: query.offset, limit: query.limit) { ids in
            try Self.dates(of: ids, in: db)
        }
        let ids = page.map(\.id)
        let columns = Dictionary(uniqueKeysWithValues: page.map { match in
            (match.id, SearchColumn.allCases.enumerated().filter { index, _ in
                match.columns & (1 << UInt32(index)) != 0 }.map(\.element))
        })
        // The code is the passage only of a hit whose prose did not match.
        let code = columns.values.contains { !$0.contains(.prose) } ? "p.code" : "'' AS code"
        let request: SQLRequest<Row> = """
            SELECT \(sql: Self.hitColumns), p.prose, \(sql: code) FROM post p WHERE p.id IN \(ids)
            """
        let rows = Dictionary(try request.fetchAll(db).map { ($0["id"] as Int64, $0) }) { first, _ in first }
        let found = page.compactMap { match in rows[match.id].map { (match, $0) } }
        let snippets = try HitSnippets.make(
            found.map { match, row in
                HitSnippets.Source(prose: row["prose"], code: row["code"], matchedIn: columns[match.id] ?? [])
            },
            terms: query.terms, in: db)
        let hits = zip(found, snippets).map { hit, snippet in
            makeHit(hit.1, score: hit.0.score, snippet: snippet, matchedIn: columns[hit.0.id] ?? [])
        }
        return SearchResults(
            hits: hits, matchCount: min(count, countLimit), matchCountIsExact: count <= countLimit, blocks: blocks)
    }

    /// Matches counted past the count limit are ranked in one statement, as those within it,
    /// when the last one counted lies past this fraction of the ids the plan's blocks span: there
    /// are then about a ninth more at most, which one statement walks and scores for less than
    /// the count costs again, while ranking by blocks whose bounds leave most of them in costs a
    /// statement for each (`our value` at 100,000 posts: the first 10,001 matches reach 92% of
    /// the span; 570 of 602 blocks ranked in 11.9 ms, every match in one statement in 9.0 ms).
    static let reachForOnePass = 0.9

    /// The rows of `SELECT ... \(sql)`, counted up to `limit`, and how far into `span` the last
    /// one counted lies, from 0 at its first id to 1 at its last.
    private func countMatches(
        _ sql: String, arguments: [(any DatabaseValueConvertible)?], upTo limit: Int, across span: ClosedRange<Int64>
    ) throws -> (count: Int, reach: Double) {
        let row = try Row.fetchOne(
            db, sql: "SELECT count(*), max(r) FROM (SELECT f.rowid AS r \(sql) LIMIT ?)",
            arguments: StatementArguments(arguments + [limit]))
        guard let row, let last: Int64 = row[1], span.upperBound > span.lowerBound else { return (row?[0] ?? 0, 0) }
        return (row[0], Double(last - span.lowerBound) / Double(span.upperBound - span.lowerBound))
    }

    /// The rows of `SELECT ... \(sql)`, counted up to `limit`.
    private func countMatches(_ sql: String, arguments: [(any DatabaseValueConvertible)?], upTo limit: Int) throws -> Int {
        try Int.fetchOne(
            db, sql: "SELECT count(*) FROM (SELECT 1 \(sql) LIMIT ?)", arguments: StatementArguments(arguments + [limit])) ?? 0
    }

    /// The best `keep` rows of `SELECT ... \(sql)` and their ties, scored and kept by the ranking
    /// function as SQLite steps through the rows, which it counts
    /// (``RankReport/defersInverseFrequency``: when the query's one phrase is in every row);
    /// `postCounts`: the posts holding each phrase, where known (``BlockMaxRanking/postCounts``).
    private func topMatches(
        keep: Int, postCounts: [Int: Int64], defersInverseFrequency: Bool, _ sql: String,
        arguments: [(any DatabaseValueConvertible)?]
    ) throws -> [ScoredMatch] {
        rankReport.start(keep: keep, postCounts: postCounts, defersInverseFrequency: defersInverseFrequency)
        // Stepped through, its rows unread: the function keeps what matters as they go by. One
        // row, when the function walks the phrase's rows from it (``RankReport/walksPhrase``).
        try db.execute(
            sql: "SELECT \(RankFunction.name)(post_fts, ?) \(sql)\(rankReport.walksPhrase ? " LIMIT 1" : "")",
            arguments: StatementArguments([query.phraseCount] + arguments))
        return rankReport.defersInverseFrequency ? rankReport.deferredBest() : rankReport.top.best()
    }

    /// The same, block by block in the order of `plan`, until the `keep`th best score so far is
    /// above the bound of every block left: no post there can be among the best, nor tie with
    /// them. Once ranking blocks alone no longer leaves many out (``BlockMaxRanking/ranksInRuns(left:)``),
    /// the blocks still to rank are ranked in runs of blocks close by
    /// (``BlockMaxRanking/runs(of:after:)``): a statement costs as much as scoring a few hundred
    /// posts, and a query whose bounds leave most blocks in ranks them in a few.
    private func topMatches(
        keep: Int, plan: BlockMaxRanking, posts: Int, packed: Bool, _ sql: String, arguments: [(any DatabaseValueConvertible)?]
    ) throws -> (best: [ScoredMatch], blocksRanked: Int) {
        rankReport.start(keep: keep, postCounts: plan.postCounts)
        let select = "SELECT \(RankFunction.name)(post_fts, ?) \(sql) AND f.rowid BETWEEN ? AND ?"
        let forward = try db.makeStatement(sql: select)
        var backward: Statement?
        let span = plan.span
        var ranked = 0
        let rank = { (ids: ClosedRange<Int64>, blocks: Int) in
            // FTS5 reaches a range's first row by stepping through each term's doclist from its
            // start, in every segment where that doclist has no index of its own (up to four
            // pages): from the end it reaches the range's last row in as many steps as there are
            // rows after it. A range nearer the end of the posts is walked from there.
            let statement: Statement
            if ids.lowerBound - span.lowerBound <= span.upperBound - ids.upperBound {
                statement = forward
            } else {
                statement = try backward ?? db.makeStatement(sql: select + " ORDER BY f.rowid DESC")
                backward = statement
            }
            try statement.execute(arguments: StatementArguments(
                [query.phraseCount] + arguments + [ids.lowerBound, ids.upperBound]))
            ranked += blocks
        }
        // For each block ranked alone, how many from it on might hold one of the best.
        var left: [Int] = []
        for (index, block) in plan.blocks.enumerated() {
            let bar = rankReport.top.bar()
            if let bar, bar > block.bound { break }
            // Best bound first: those that might are the first of the blocks left.
            let mayHold = plan.blocks[index...].prefix { block in bar.map { block.bound >= $0 } ?? true }
            left.append(mayHold.count)
            if BlockMaxRanking.ranksInRuns(left: left) {
                // Their matches may be many: as many lengths as make reading them all pay.
                try rankReport.useLengths(
                    in: db, scoring: plan.matchesAtMost / plan.blocks.count * mayHold.count, of: posts, packed: packed)
                for run in plan.runs(of: Array(mayHold), after: plan.blocks[..<index]) {
                    if let bar = rankReport.top.bar(), bar > run.bound { continue }
                    try rank(run.ids, run.blocks)
                }
                break
            }
            try rank(block.ids, 1)
        }
        return (rankReport.top.best(), ranked)
    }

    private static let hitColumns =
        "p.id, p.guid, p.title, p.link, \(epochSeconds("p.published")) AS published, p.categories"

    /// `published` as seconds since 1970, computed by SQLite: parsing GRDB's date text in Swift
    /// would initialize a date formatter on each run's first use, a few milliseconds.
    private static func epochSeconds(_ column: String) -> String {
        "round((julianday(\(column)) - 2440587.5) * 86400000) / 1000.0"
    }

    private static func dates(of ids: [Int64], in db: Database) throws -> [Int64: Date] {
        let request: SQLRequest<Row> = """
            SELECT id, \(sql: epochSeconds("published")) FROM post WHERE id IN \(ids) AND published IS NOT NULL
            """
        let pairs = try request.fetchAll(db).map { ($0[0] as Int64, Date(timeIntervalSince1970: $0[1])) }
        return Dictionary(pairs) { first, _ in first }
    }

    /// A filter-only query: posts newest first, the snippet from the start of the prose.
    private func listByDate() throws -> [SearchHit] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT \(Self.hitColumns), substr(p.prose, 1, 400) AS opening
            FROM post p WHERE 1\(filterSQL)
            ORDER BY p.published DESC, p.id DESC LIMIT ? OFFSET ?
            """, arguments: StatementArguments(filterArguments + [query.limit, query.offset]))
        return rows.map { row in
            let words = (row["opening"] as String).split(whereSeparator: \.isWhitespace)
            let opening = words.prefix(24).joined(separator: " ") + (words.count > 24 ? "…" : "")
            let snippet = Snippet(marked: opening, open: Snippet.open, close: Snippet.close)
            return makeHit(row, score: 0, snippet: snippet, matchedIn: [])
        }
    }

    private func makeHit(_ row: Row, score: Double, snippet: Snippet, matchedIn: [SearchColumn]) -> SearchHit {
        SearchHit(
            id: row["id"], guid: row["guid"], title: row["title"], link: row["link"],
            published: (row["published"] as Double?).map(Date.init(timeIntervalSince1970:)),
            categories: (row["categories"] as String).split(separator: "\n").map(String.init),
            snippet: snippet, score: score, matchedIn: matchedIn)
    }

    /// ` AND ...` conditions on `post p` for the query's filters.
    private var filterSQL: String {
        var sql = ""
        if query.since != nil { sql += " AND p.published >= ?" }
        if query.until != nil { sql += " AND p.published < ?" }
        if query.category != nil {
            sql += " AND EXISTS (SELECT 1 FROM post_category c WHERE c.postId = p.id AND c.name = ? COLLATE NOCASE)"
        }
        return sql
    }

    /// Optional values, the element type of `StatementArguments`: an array of
    /// `any DatabaseValueConvertible` would be cast to it element by element at run time, a first
    /// dynamic cast that costs a search a scan of the binary's protocol conformances.
    private var filterArguments: [(any DatabaseValueConvertible)?] {
        var arguments: [(any DatabaseValueConvertible)?] = []
        if let since = query.since { arguments.append(since.databaseStart) }
        if let until = query.until { arguments.append(until.databaseEnd) }
        if let category = query.category { arguments.append(category) }
        return arguments
    }
}
