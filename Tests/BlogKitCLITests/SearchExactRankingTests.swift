import Archive
import Foundation
import GRDB
import Testing

/// `blogkit search` ranks exactly however many posts match: its pages equal SQLite's own
/// `ORDER BY bm25(post_fts, 10, 4, 1, 0.5)` over every match, equal scores newest first (undated
/// last, then higher id first), on an archive where common words match more than 10,000 posts.
@Suite("blogkit search ranks every match exactly")
struct SearchExactRankingTests {
    /// 10,600 dated posts (a few undated). Every post says `alpha` one to three times in bodies of
    /// varied length, so the best are spread over the years and many have equal scores; `beta`
    /// is in two posts of three and in a few titles; `gamma` in one of seven.
    static func feed(posts: Int) -> String {
        let filler = ["river", "stone", "cloud", "paper", "light"]
        let start = try? Date("1990-01-01T12:00:00Z", strategy: .iso8601)
        let items = (0..<posts).map { index in
            var words = Array(repeating: "alpha", count: 1 + (index * 7919) % 3)
            words += (0..<((index * 104_729) % 37)).map { filler[($0 + index) % filler.count] }
            if index % 3 != 0 { words.append("beta") }
            if index % 7 == 0 { words += ["gamma", "gamma"] }
            let title = index % 1000 == 500 ? "Beta notes \(index)" : "Note \(index)"
            let date = index % 997 == 0 ? "" : start.map { day in
                "<pubDate>\(day.addingTimeInterval(Double(index) * 86_400).formatted(.iso8601))</pubDate>"
            } ?? ""
            return "<item><title>\(title)</title><guid>n\(index)</guid>\(date)<description>\(words.joined(separator: " "))</description></item>"
        }
        return "<rss version=\"2.0\"><channel><title>Notes</title>\(items.joined(separator: "\n"))</channel></rss>"
    }

    /// The ids of the page SQLite's exact ranking gives.
    static func exactPage(_ db: DatabaseQueue, _ text: String, limit: Int, offset: Int) throws -> [Int64] {
        let expression = try #require(try SearchQuery(text).matchExpression)
        return try db.read { db in
            try Int64.fetchAll(db, sql: """
                SELECT f.rowid FROM post_fts f JOIN post p ON p.id = f.rowid WHERE post_fts MATCH ?
                ORDER BY bm25(post_fts, 10, 4, 1, 0.5), p.published DESC NULLS LAST, f.rowid DESC LIMIT ? OFFSET ?
                """, arguments: [expression, limit, offset])
        }
    }

    @Test func pagesEqualSQLitesExactBM25PastTenThousandMatches() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let archive = cli.path("archive.sqlite")
        let feed = cli.path("feed.xml")
        try Data(Self.feed(posts: 10_600).utf8).write(to: URL(fileURLWithPath: feed))
        let imported = try cli.run(["import", "--db", archive, feed])
        try #require(imported.status == 0, "\(imported.stderr)")
        var configuration = Configuration()
        configuration.prepareDatabase { db in Archive.prepareConnection(db) }
        let db = try DatabaseQueue(path: archive, configuration: configuration)
        let queries: [(text: String, limit: Int, offset: Int)] = [
            ("alpha", 10, 0), ("alpha", 10, 10), ("alpha", 25, 990), ("beta", 10, 0), ("alpha beta", 10, 0),
            ("gamma OR beta", 10, 0), ("alpha -gamma", 10, 0), ("alpha river", 10, 0), ("gamma", 10, 0),
        ]
        for query in queries {
            let run = try cli.run([
                "search", "--db", archive, "--json", "--limit", "\(query.limit)", "--offset", "\(query.offset)", query.text,
            ])
            #expect(run.status == 0, "\(query.text): \(run.stderr)")
            let hits = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
            let ids = hits.compactMap { ($0["id"] as? NSNumber)?.int64Value }
            let exact = try Self.exactPage(db, query.text, limit: query.limit, offset: query.offset)
            #expect(exact.count == query.limit)
            #expect(ids == exact, "\(query.text) offset \(query.offset)")
        }
        let summary = try cli.run(["search", "--db", archive, "alpha"])
        #expect(summary.stdout.contains("\nmore than 10,000 posts matched (showing 1-10) in "), "\(summary.stdout.suffix(200))")
    }
}
