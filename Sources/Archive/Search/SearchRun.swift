import Foundation
import GRDB

/// The SQL of one search, in one read transaction.
///
/// FTS5 computes bm25 for every row that matches before it can sort, 1 to 5 microseconds a row,
/// so a word found in 90,000 posts would cost 100 ms or more. Counting matches costs a few
/// percent of that (no auxiliary function, no docsize lookup, no position lists for a word). So
/// the search ranks the matches newest first (post ids follow publication dates, and FTS5 walks
/// doclists in rowid order, either way) and stops after ``Archive/rankingCandidateLimit``; only
/// when more matched does it count them, up to ``Archive/matchCountLimit``: for a one-phrase
/// query without filters, the ranking function has already counted them (``RankFunction``).
/// Each `MATCH` statement costs a setup (a prefix term without a prefix index merges every
/// doclist with that prefix), so there are at most two. Ranking reads only the index (see
/// ``ScoredMatch``); the wide `post` rows are read for the page's hits only.
struct SearchRun {
    let db: Database
    let query: SearchQuery
    let rankReport: RankReport

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
        // Paging past the bound widens it, so that every page of a long result list exists.
        let candidateLimit = max(candidateLimit, query.offset + query.limit)
        var scored = try Array(Row.fetchCursor(db, sql: """
            SELECT f.rowid, \(RankFunction.name)(post_fts, ?, (SELECT min(id) FROM post), (SELECT max(id) FROM post))
            \(matching) ORDER BY f.rowid DESC LIMIT ?
            """, arguments: StatementArguments([countLimit + 1] + arguments + [candidateLimit + 1]))
            .map { ScoredMatch(id: $0[0], score: $0[1]) })
        var count = scored.count
        var ranked: Int?
        if scored.count > candidateLimit {
            scored.removeLast()
            ranked = candidateLimit
            if query.phraseCount == 1, filterSQL.isEmpty, let counted = rankReport.documentCounts[0] {
                count = Int(counted)
            } else {
                count = try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 \(matching) LIMIT ?)",
                                         arguments: StatementArguments(arguments + [countLimit + 1])) ?? count
            }
        }
        let page = try ScoredMatch.page(of: scored, offset: query.offset, limit: query.limit) { ids in
            try Self.dates(of: ids, in: db)
        }
        let ids = page.map(\.id)
        let columns = Dictionary(uniqueKeysWithValues: page.map { match in
            (match.id, SearchColumn.allCases.enumerated().filter { index, _ in
                (rankReport.matchedColumns[match.id] ?? 0) & (1 << UInt32(index)) != 0 }.map(\.element))
        })
        // The code is the passage only of a hit whose prose did not match.
        let code = columns.values.contains { !$0.contains(.prose) } ? "p.code" : "'' AS code"
        let request: SQLRequest<Row> = """
            SELECT \(sql: Self.hitColumns), p.prose, \(sql: code) FROM post p WHERE p.id IN \(ids)
            """
        let rows = Dictionary(try request.fetchAll(db).map { ($0["id"] as Int64, $0) }) { first, _ in first }
        let matcher = try TermMatcher(terms: query.terms, in: db)
        let hits = page.compactMap { match in
            rows[match.id].map { hit($0, score: match.score, matchedIn: columns[match.id] ?? [], matcher: matcher) }
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
            let snippet = Snippet(marked: opening, open: Snippet.open, close: Snippet.close)
            return makeHit(row, score: 0, snippet: snippet, matchedIn: [])
        }
    }

    /// Completes a ranked row with its snippet: about a line of the prose, or less of the
    /// denser code when only the code matched or the prose is empty.
    private func hit(_ row: Row, score: Double, matchedIn: [SearchColumn], matcher: TermMatcher) -> SearchHit {
        var passage = matchedIn.contains(.code) && !matchedIn.contains(.prose) ? SearchColumn.code : .prose
        var text: String = row[passage.rawValue]
        var tokens = matcher.tokens(of: text)
        if passage == .prose, tokens.isEmpty {
            passage = .code
            text = row["code"]
            tokens = matcher.tokens(of: text)
        }
        let snippet = Snippet(
            text: text, tokens: tokens, instances: matcher.instances(in: tokens, column: passage),
            size: passage == .prose ? 18 : 12)
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
