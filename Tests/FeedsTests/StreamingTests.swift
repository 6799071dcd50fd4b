import Feeds
import Foundation
import Testing

/// The reader holds one item at a time, not the feed: memory stays flat however long the feed.
/// (A sanity check of streaming, not a benchmark: nothing here is timed.)
@Suite struct StreamingTests {
    static let itemCount = 3_000

    /// Lines each item of the large feed spans: enough for the feed to pass line 65535, past
    /// which libxml2 stores no line numbers on elements.
    static let linesPerItem = 36

    /// Writes a feed of `itemCount` items of about 2 KB each (6 MB, 108,000 lines), a chunk at
    /// a time.
    static func writeLargeFeed() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-large-\(UUID().uuidString).xml")
        try Data().write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        handle.write(Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>Large</title>\n".utf8))
        let paragraph = Array(repeating: "<p>Streaming keeps memory flat &amp; predictable.</p>", count: linesPerItem)
            .joined(separator: "\n")
        for index in 1...itemCount {
            let item = "<item><title>Post \(index)</title><guid>post-\(index)</guid>"
                + "<pubDate>Fri, 11 Nov 2011 06:30:32 +0000</pubDate><description><![CDATA[\(paragraph)]]></description></item>\n"
            handle.write(Data(item.utf8))
        }
        handle.write(Data("</channel></rss>\n".utf8))
        return url
    }

    /// Resident memory of this process, from /proc/self/statm.
    static func residentBytes() throws -> Int {
        let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = try #require(statm.split(separator: " ").dropFirst().first.flatMap { Int($0) })
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func memoryStaysFlatAcrossALongFeed() throws {
        let url = try Self.writeLargeFeed()
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try FeedReader(path: url.path)
        var count = 0
        var residentAfterWarmUp = 0
        var last: FeedItem?
        var wrongLines: [Int] = []
        while let item = try reader.nextItem() {
            count += 1
            if count == 100 { residentAfterWarmUp = try Self.residentBytes() }
            if item.line != 3 + (count - 1) * Self.linesPerItem { wrongLines.append(count) }
            last = item
        }
        let growth = try Self.residentBytes() - residentAfterWarmUp
        #expect(count == Self.itemCount)
        #expect(last?.title == "Post \(Self.itemCount)")
        #expect(wrongLines.isEmpty, "items with a wrong line: \(wrongLines.prefix(5))...")
        #expect(last?.line == 3 + (Self.itemCount - 1) * Self.linesPerItem)
        #expect(reader.warnings.isEmpty)
        #expect(growth < 8 * 1024 * 1024, "resident memory grew by \(growth / 1024) KB while reading a 6 MB feed")
    }

    @Test func rawReadPassCountsTheNodesLibxml2Visits() throws {
        // <rss> <channel> <title> "T" </title> <item> <title> "A" </title> </item> </channel> </rss>
        #expect(try FeedReader.rawReadPass(path: try Fixture.path("formats/minimal.xml")) == 12)
        #expect(throws: FeedError.unreadable(file: "/nonexistent/feed.xml", reason: "libxml2 cannot open it")) {
            try FeedReader.rawReadPass(path: "/nonexistent/feed.xml")
        }
    }
}
