@testable import Feeds
import Foundation
@testable import Import
import Testing

/// The import's pipeline hands every item over in feed order, and reads ahead of the writer
/// no more than its byte budget of bodies (one item always), however big the items.
@Suite("Import: the item pipeline's read-ahead")
struct ItemPipelineTests {
    /// A feed of `count` items whose bodies hold `bytes` bytes each.
    static func feed(items count: Int, bytes: Int) throws -> URL {
        let paragraph = "<p>" + String(repeating: "x", count: bytes - 7) + "</p>"
        let items = (0..<count).map { "<item><title>Post \($0)</title><guid>g\($0)</guid><description><![CDATA[\(paragraph)]]></description></item>" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString).xml")
        try "<rss version=\"2.0\"><channel><title>t</title>\(items.joined(separator: "\n"))</channel></rss>"
            .write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Reads every item of `url` through a pipeline of `byteCapacity`, the consumer slower than
    /// the reader; the guids in the order handed over, and the most bytes read ahead.
    static func drain(_ url: URL, byteCapacity: Int) throws -> (guids: [String], peak: Int) {
        defer { try? FileManager.default.removeItem(at: url) }
        let pipeline = ItemPipeline(reader: try FeedReader(path: url.path), stored: [:], byteCapacity: byteCapacity)
        var guids: [String] = []
        while let prepared = try pipeline.next() {
            guids.append(prepared.record.key)
            Thread.sleep(forTimeInterval: 0.01)
        }
        pipeline.finish()
        return (guids, pipeline.peakBytesAhead)
    }

    @Test func bodiesReadAheadStayWithinTheBudget() throws {
        let (guids, peak) = try Self.drain(try Self.feed(items: 24, bytes: 100_000), byteCapacity: 350_000)
        #expect(guids == (0..<24).map { "g\($0)" })
        // Three items fit; the reader waited for the slow consumer instead of reading all 24.
        #expect(peak <= 350_000 && peak >= 200_000, "\(peak)")
    }

    @Test func anItemOverTheBudgetIsStillReadOneAtATime() throws {
        let (guids, peak) = try Self.drain(try Self.feed(items: 4, bytes: 500_000), byteCapacity: 350_000)
        #expect(guids == ["g0", "g1", "g2", "g3"])
        #expect(peak == 500_000, "\(peak)")
    }
}
