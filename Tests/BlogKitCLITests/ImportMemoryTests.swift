import Foundation
import ProcessTestSupport
import Testing

@Suite("blogkit import streams: its memory does not grow with the feed")
struct ImportMemoryTests {
    /// A feed of `count` items of about 2 KB each.
    static func feed(items count: Int) -> String {
        let paragraph = String(repeating: "Streaming keeps memory flat &amp; predictable. ", count: 40)
        var feed = "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>Long</title>\n"
        for n in 0..<count {
            feed += "<item><title>Post \(n)</title><guid>long-\(n)</guid><description>&lt;p&gt;\(paragraph)&lt;/p&gt;</description></item>\n"
        }
        return feed + "</channel></rss>\n"
    }

    /// Runs `blogkit import` on `feed` and returns the process's peak resident size.
    static func peakResidentKB(importing feed: String, in cli: CommandLine) throws -> Int {
        let (result, peak) = try cli.start(["import", "--db", cli.path("\(UUID().uuidString).sqlite"), feed]).waitMeasuringPeak()
        #expect(result.status == 0)
        return peak
    }

    /// A feed of one item with `count` categories.
    static func feed(categories count: Int) -> String {
        let categories = (0..<count).map { "<category>category-\($0)</category>" }.joined()
        return "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>Tags</title>\n"
            + "<item><title>Tagged</title><guid>tagged</guid>\(categories)</item>\n</channel></rss>\n"
    }

    @Test func memoryForAnItemsCategoriesGrowsWithTheirSizeOnly() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let few = cli.path("few.xml")
        let many = cli.path("many.xml")
        try Self.feed(categories: 25_000).write(toFile: few, atomically: true, encoding: .utf8)
        try Self.feed(categories: 100_000).write(toFile: many, atomically: true, encoding: .utf8)
        let sizes = try [few, many].map { try #require(try FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) }

        let fewPeak = try Self.peakResidentKB(importing: few, in: cli)
        let manyPeak = try Self.peakResidentKB(importing: many, in: cli)
        // Each category's bytes may cost a bounded number of copies (rows, the union, the search
        // text); dictionaries of `Any` per category cost over 100 times its bytes.
        let growth = Double(manyPeak - fewPeak) * 1024 / Double(sizes[1] - sizes[0])
        #expect(growth < 40, "peak \(fewPeak) KB for 25,000 categories, \(manyPeak) KB for 100,000")
    }

    /// Both feeds longer than what import reads ahead of its writer (512 items): the shorter
    /// one of 500 items fitted in it whole, and the longer one's peak measured the read-ahead.
    @Test func peakMemoryOfAnEightTimesLongerFeedStaysFlat() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let short = cli.path("short.xml")
        let long = cli.path("long.xml")
        try Self.feed(items: 1_000).write(toFile: short, atomically: true, encoding: .utf8)
        try Self.feed(items: 8_000).write(toFile: long, atomically: true, encoding: .utf8)
        let longSize = try #require(try FileManager.default.attributesOfItem(atPath: long)[.size] as? Int)

        let shortPeak = try Self.peakResidentKB(importing: short, in: cli)
        let longPeak = try Self.peakResidentKB(importing: long, in: cli)
        #expect(shortPeak > 0 && longPeak > 0)
        // Holding the long feed (16 MB) in memory, or its items, would add at least its size.
        #expect(longPeak - shortPeak < longSize / 1024 / 2,
                "peak \(shortPeak) KB for 1,000 items, \(longPeak) KB for 8,000 items (\(longSize / 1024) KB)")
    }
}
