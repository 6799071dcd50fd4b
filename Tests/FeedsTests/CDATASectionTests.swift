import Feeds
import Foundation
import Testing

/// Long CDATA sections are cut into sections of about 4 KiB before libxml2 reads them
/// (`InputGuard`): whatever their length, their `]`s, and the characters that straddle a cut,
/// the text reads back byte for byte, and the markup around them stays markup.
@Suite struct CDATASectionTests {
    @Test func sectionsOfEveryLengthReadBackWhole() throws {
        let pieces = ["a", "b c", "\n", "]", "]]", "]>", "é", "清", "😀", "<p>", "&amp;", "--", "?>"]
        var generator = SystemRandomNumberGenerator()
        var bodies: [String] = []
        for _ in 0..<40 {
            var body = ""
            let length = Int.random(in: 3_900...13_000, using: &generator)
            while body.utf8.count < length { body += pieces.randomElement(using: &generator)! }
            // A CDATA section cannot hold its own end; the reader trims whitespace around content.
            bodies.append("start" + body.replacingOccurrences(of: "]]>", with: "]] >") + "end")
        }
        let items = bodies.enumerated().map { index, body in
            "<item><title>Post \(index)</title><guid>g\(index)</guid>"
                + "<content:encoded><![CDATA[\(body)]]></content:encoded><category>c\(index)</category></item>\n"
        }.joined()
        let feed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>T</title>
            \(items)</channel></rss>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-cdata-\(UUID().uuidString).xml")
        try Data(feed.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try FeedReader(path: url.path)
        var read: [FeedItem] = []
        while let item = try reader.nextItem() { read.append(item) }
        #expect(read.count == bodies.count)
        for (item, body) in zip(read, bodies) {
            let read = Array((item.contentHTML ?? "").utf8)
            let expected = Array(body.utf8)
            let at = zip(read, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(read.count, expected.count)
            #expect(read == expected, "\(item.title ?? ""): differs at byte \(at): \(Self.around(at, read)) for \(Self.around(at, expected))")
            #expect(item.categories.map(\.name) == ["c\(item.title!.dropFirst(5))"])
        }
        #expect(reader.warnings.isEmpty)
    }

    /// The 20 bytes either side of `offset` in `bytes`, quoted.
    static func around(_ offset: Int, _ bytes: [UInt8]) -> String {
        String(decoding: bytes[max(0, offset - 20)..<min(bytes.count, offset + 20)], as: UTF8.self).debugDescription
    }
}
