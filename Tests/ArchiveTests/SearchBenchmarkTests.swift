import Archive
import Foundation
import Testing

/// Query latency inside one process, on an archive built by `bench/search.sh`: each query of the
/// mix once to warm the caches, then once timed. Runs only when `BLOGKIT_BENCH_DB` names the
/// archive (and `BLOGKIT_BENCH_QUERIES` the query file); `make bench` sets both.
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
        let milliseconds = try queries.map { query in
            try archive.search(query).duration / .milliseconds(1)
        }.sorted()
        let percentile = { (fraction: Double) in
            milliseconds[Int((fraction * Double(milliseconds.count - 1)).rounded())]
        }
        let figures = [0.5, 0.99, 1].map { String(format: "%7.2f ms", percentile($0)) }
        print("search-bench: warm query (\(queries.count) queries)  p50 \(figures[0])  p99 \(figures[1])  max \(figures[2])")
    }
}
