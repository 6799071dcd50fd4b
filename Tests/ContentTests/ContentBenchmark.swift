import Content
import Foundation
import Testing

/// Conversion throughput on a generated corpus (the sample posts and listing fixtures repeated
/// to about 50 MB of HTML). Skipped unless `BLOGKIT_BENCH=1`; run by `bench/content.sh` on a
/// release build. It prints figures and asserts no timing.
@Suite struct ContentBenchmark {
    static let enabled = ProcessInfo.processInfo.environment["BLOGKIT_BENCH"] == "1"

    @Test(.enabled(if: enabled))
    func conversionThroughput() throws {
        let corpus = try Self.corpus(targetBytes: 50_000_000)
        let bytes = corpus.reduce(0) { $0 + $1.utf8.count }

        // Parse-only and conversion alternate chunk by chunk, so that the load of a shared machine
        // weighs on both sides of the ratio alike.
        var parseOnly = Duration.zero
        var conversion = Duration.zero
        var listings = 0
        let clock = ContinuousClock()
        for start in stride(from: 0, to: corpus.count, by: 500) {
            let chunk = corpus[start..<min(start + 500, corpus.count)]
            parseOnly += clock.measure {
                for html in chunk { _ = withParsedHTML(html) { _ in () } }
            }
            conversion += clock.measure {
                for html in chunk {
                    listings += HTMLConverter(baseURL: "http://example.com/").convert(html: html).code.count
                }
            }
        }
        let seconds = Self.seconds(conversion)
        let megabytes = Double(bytes) / 1_000_000
        print("content: \(corpus.count) posts, \(String(format: "%.1f", megabytes)) MB of HTML, \(listings) listings")
        print("content: converted in \(String(format: "%.2f", seconds)) s: "
            + "\(Int(Double(corpus.count) / seconds)) posts/s, \(String(format: "%.1f", megabytes / seconds)) MB/s")
        print("content: conversion takes \(String(format: "%.1f", seconds / Self.seconds(parseOnly)))x "
            + "a bare libxml2 HTML parse of the same posts (\(String(format: "%.2f", Self.seconds(parseOnly))) s)")
        #expect(listings > 0)
    }

    /// Sample posts and listing fixtures, repeated until `targetBytes` of HTML.
    private static func corpus(targetBytes: Int) throws -> [String] {
        let directory = try #require(Fixtures.directory)
        let files = try ["posts", "listings"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
                .sorted().map { try String(contentsOf: directory.appendingPathComponent("\(folder)/\($0)"), encoding: .utf8) }
        }
        var corpus: [String] = []
        var total = 0
        while total < targetBytes {
            for html in files {
                corpus.append(html)
                total += html.utf8.count
            }
        }
        return corpus
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
