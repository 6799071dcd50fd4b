import Feeds
import Foundation
import Testing

/// The reader walks a long feed item by item with exact line numbers. (That memory stays flat is
/// checked on the real `blogkit import` process in BlogKitCLITests: this test process runs other
/// suites in parallel, so its own resident size says nothing about the reader.)
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

    @Test func everyItemOfALongFeedIsReadWithItsLine() throws {
        let url = try Self.writeLargeFeed()
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try FeedReader(path: url.path)
        var count = 0
        var last: FeedItem?
        var wrongLines: [Int] = []
        while let item = try reader.nextItem() {
            count += 1
            if item.line != 3 + (count - 1) * Self.linesPerItem { wrongLines.append(count) }
            last = item
        }
        #expect(count == Self.itemCount)
        #expect(last?.title == "Post \(Self.itemCount)")
        #expect(wrongLines.isEmpty, "items with a wrong line: \(wrongLines.prefix(5))...")
        #expect(last?.line == 3 + (Self.itemCount - 1) * Self.linesPerItem)
        #expect(reader.warnings.isEmpty)
    }

    @Test func rawReadPassCountsTheNodesLibxml2Visits() throws {
        // <rss> <channel> <title> "T" </title> <item> <title> "A" </title> </item> </channel> </rss>
        #expect(try FeedReader.rawReadPass(path: try Fixture.path("formats/minimal.xml")) == 12)
        #expect(throws: FeedError.unreadable(file: "/nonexistent/feed.xml", reason: "libxml2 cannot open it")) {
            try FeedReader.rawReadPass(path: "/nonexistent/feed.xml")
        }
    }
}
