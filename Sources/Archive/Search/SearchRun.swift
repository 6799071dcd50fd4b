import Foundation
import GRDB

/// The SQL of one search, in one read transaction.
///
/// FTS5 computes bm25 for every row that matches before it can sort, 1 to 5 microseconds a row,
/// so a word found in 90,000 posts would cost 100 ms or more. Counting matches costs a few
/// percent of that (no auxiliary function, no docsize lookup, no position lists for a word), so
/// the search counts first, up to ``Archive/matchCountLimit``; above
/// ``Archive/rankingCandidateLimit`` matches it ranks only the most recently imported ones: FTS5
/// walks doclists in rowid order and stops after that many, and `rowid >= floor` lets the ranking
/// query seek straight to them. Ranking reads only the index (see ``ScoredMatch``); the wide
/// `post` rows are read for the page's hits only.
struct SearchRun {
    let db: Database
    let query: SearchQuery

    private static let open: Unicode.Scalar = "\u{2}"
    private static let close: Unicode.Scalar = "\u{3}"

    func results(candidateLimit: Int, countLimit: Int) throws -> SearchResults {
        guard let matchExpression = query.matchExpression else {
            let count = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM post p WHERE 1\(filterSQL)",
                arguments: StatementArguments(filterArguments)) ?? 0
            return SearchResults(hits: try listByDate(), matchCount: count)
        }
        let join = filterSQL.isEmpty ? "" : " JOIN post p ON p.id = f.rowid"
        let matching = "FROM post_fts f\(join) WHERE post_fts MATCH ?\(filterSQL)"
        let arguments: [any DatabaseValueConvertible] = [matchExpression] + filterArguments
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 \(matching) LIMIT ?)",
                                     arguments: StatementArguments(arguments + [countLimit + 1])) ?? 0
        var floor: Int64 = 0
        var ranked: Int?
        // Paging past the bound widens it, so that every page of a long result list exists.
        let candidateLimit = max(candidateLimit, query.offset + query.limit)
        if count > candidateLimit {
            floor = try Int64.fetchOne(db, sql: """
                SELECT min(rowid) FROM (SELECT f.rowid \(matching) ORDER BY f.rowid DESC LIMIT ?)
                """, arguments: StatementArguments(arguments + [candidateLimit])) ?? 0
            ranked = candidateLimit
        }
        let weights = SearchColumn.allCases.map { "\($0.weight)" }.joined(separator: ", ")
        let scored = try Row.fetchAll(db, sql: """
            SELECT f.rowid, -bm25(post_fts, \(weights)) \(matching) AND f.rowid >= ?
            """, arguments: StatementArguments(arguments + [floor]))
            .map { ScoredMatch(id: $0[0], score: $0[1]) }
        let page = try ScoredMatch.page(of: scored, offset: query.offset, limit: query.limit) { ids in
            try Self.dates(of: ids, in: db)
        }
        let ids = page.map(\.id)
        let request: SQLRequest<Row> = "SELECT \(sql: Self.hitColumns) FROM post p WHERE p.id IN \(ids)"
        let rows = Dictionary(try request.fetchAll(db).map { ($0["id"] as Int64, $0) }) { first, _ in first }
        let hits = try page.compactMap { match in
            try rows[match.id].map { try hit($0, score: match.score, match: matchExpression) }
        }
        return SearchResults(
            hits: hits, matchCount: min(count, countLimit), matchCountIsExact: count <= countLimit,
            rankedCandidates: ranked)
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
            let snippet = Snippet(marked: opening, open: Self.open, close: Self.close)
            return makeHit(row, score: 0, snippet: snippet, matchedIn: [])
        }
    }

    /// Completes a ranked row with its snippet and the columns the terms were found in.
    private func hit(_ row: Row, score: Double, match: String) throws -> SearchHit {
        let (open, close) = (String(Self.open), String(Self.close))
        let snippets = SearchColumn.allCases.enumerated().map { index, column in
            // Whole title and categories (to see whether they matched); about a line of prose,
            // less of denser code.
            let size = switch column { case .title, .categories: 64; case .prose: 18; case .code: 12 }
            return "snippet(post_fts, \(index), '\(open)', '\(close)', '…', \(size))"
        }
        let statement = try db.cachedStatement(sql: """
            SELECT \(snippets.joined(separator: ", ")) FROM post_fts WHERE post_fts MATCH ? AND rowid = ?
            """)
        let marked = try Row.fetchOne(statement, arguments: [match, row["id"] as Int64])
        let columns: [String] = (0..<SearchColumn.allCases.count).map { marked?[$0] ?? "" }
        let matchedIn = zip(SearchColumn.allCases, columns)
            .filter { $1.unicodeScalars.contains(Self.open) }.map(\.0)
        let passage = [SearchColumn.prose, .code].first(where: matchedIn.contains) ?? .prose
        var text = columns[passage == .prose ? 2 : 3]
        if text.allSatisfy(\.isWhitespace) { text = columns[3] }
        let snippet = Snippet(marked: text, open: Self.open, close: Self.close)
        return makeHit(row, score: score, snippet: snippet, matchedIn: matchedIn)
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

    private var filterArguments: [any DatabaseValueConvertible] {
        var arguments: [any DatabaseValueConvertible] = []
        if let since = query.since { arguments.append(since.databaseStart) }
        if let until = query.until { arguments.append(until.databaseEnd) }
        if let category = query.category { arguments.append(category) }
        return arguments
    }
}
