import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Testing

/// Query latency inside one process, on an archive built by `bench/search.sh`: each query of the
/// mix once to warm the caches, then timed three times, by the wall clock and by this thread's
/// CPU time (which waiting for a busy core does not inflate); a query's figure is the median of
/// its three, so that one interruption does not count as the query's cost. Runs only when
/// `BLOGKIT_BENCH_DB` names the archive (and `BLOGKIT_BENCH_QUERIES` the query file); `make
/// bench` sets both.
@Suite("Search latency in one process (bench only)")
struct SearchBenchmarkTests {
    static let environment = ProcessInfo.processInfo.environment

    @Test(.enabled(if: environment["BLOGKIT_BENCH_DB"] != nil))
    func warmQueryLatency() throws {
        let archive = try Archive(path: try #require(Self.environment["BLOGKIT_BENCH_DB"]))
        let file = try #require(Self.environment["BLOGKIT_BENCH_QUERIES"])
        let queries = try String(contentsOfFile: file, encoding: .utf8)
            .split(separator: "\n").compactMap { try? SearchQuery(String($0)) }
        #expect(queries.count > 100)
        for query in queries { _ = try archive.search(query) }
        var wall: [Double] = [], cpu: [Double] = []
        for query in queries {
            var runs: [(wall: Double, cpu: Double)] = []
            for _ in 0..<3 {
                let cpuStart = Self.threadCPUMilliseconds()
                let results = try archive.search(query)
                runs.append((results.duration / .milliseconds(1), Self.threadCPUMilliseconds() - cpuStart))
            }
            wall.append(runs.map(\.wall).sorted()[1])
            cpu.append(runs.map(\.cpu).sorted()[1])
        }
        Self.report("query, warm process, wall (\(queries.count))", wall)
        Self.report("query, warm process, CPU (\(queries.count))", cpu)
        // The baseline: SQLite's own exact answer, ORDER BY bm25 over every match, each query on
        // a fresh connection (opening it not timed), as each `blogkit search` is a fresh process.
        var naive: [Double] = []
        for query in queries where query.matchExpression != nil {
            let clock = ContinuousClock()
            let database = try archiveDatabase(archive.path)
            let start = clock.now
            _ = try Self.exactTopTen(database, query)
            naive.append((clock.now - start) / .milliseconds(1))
        }
        Self.report("exact ORDER BY bm25 in SQL, fresh connection (\(naive.count))", naive)
        // Exactness: every query's page against SQLite's, those with more than the count limit's
        // matches (the words that ranking only the newest matches got wrong) apart.
        var exact = (few: 0, fewCount: 0, many: 0, manyCount: 0)
        var wrong: [String] = []
        for query in queries where query.matchExpression != nil {
            let results = try archive.search(query)
            let same = results.hits.map(\.id) == (try Self.exactTopTen(try archiveDatabase(archive.path), query))
            if !same { wrong.append(query.text) }
            if results.matchCountIsExact {
                exact.fewCount += 1
                if same { exact.few += 1 }
            } else {
                exact.manyCount += 1
                if same { exact.many += 1 }
            }
        }
        print("search-bench: top 10 equal to exact bm25's: \(Self.share(exact.few, of: exact.fewCount)) of the queries "
              + "with at most \(Archive.matchCountLimit) matches, \(Self.share(exact.many, of: exact.manyCount)) "
              + "of those with more" + (wrong.isEmpty ? "" : "; differ: \(wrong.prefix(5))"))
    }

    static func share(_ part: Int, of whole: Int) -> String {
        "\(part) of \(whole) (" + String(format: "%.1f%%", whole == 0 ? 100 : 100 * Double(part) / Double(whole)) + ")"
    }

    /// The ids of the 10 best posts for `query` by FTS5's own bm25 over every match, with the
    /// search's column weights and ties newest first: what the search must return.
    static func exactTopTen(_ database: DatabaseQueue, _ query: SearchQuery) throws -> [Int64] {
        guard let expression = query.matchExpression else { return [] }
        return try database.read { db in
            try Int64.fetchAll(db, sql: """
                SELECT f.rowid FROM post_fts f JOIN post p ON p.id = f.rowid WHERE post_fts MATCH ?
                ORDER BY bm25(post_fts, 10, 4, 1, 0.5), p.published DESC NULLS LAST, f.rowid DESC LIMIT 10
                """, arguments: [expression])
        }
    }

    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    static func report(_ label: String, _ values: [Double]) {
        let sorted = values.sorted()
        let figures = [0.5, 0.99, 1].map { fraction in
            String(format: "%7.2f ms", sorted[Int((fraction * Double(sorted.count - 1)).rounded())])
        }
        let padded = label.padding(toLength: 44, withPad: " ", startingAt: 0)
        print("search-bench: \(padded) p50 \(figures[0])  p99 \(figures[1])  max \(figures[2])")
    }
}
