import Foundation
import Testing

/// Oversized and deeply nested input: each item is read whole or refused on its own, in one line
/// naming the file, its line and the item, and the items after it are still imported.
@Suite("blogkit import: oversized and deep items")
struct InputLimitTests {
    /// A feed of three items, the second one `second` (a whole `<item>` element), on line 4.
    static func feed(second: String, channelExtra: String = "") -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Limits</title>\(channelExtra)
        <item><title>One</title><guid>g1</guid><description>first</description></item>
        \(second)
        <item><title>Three</title><guid>g3</guid><description>third</description></item>
        </channel></rss>

        """
    }

    /// Imports `feed` (written to `name`) and returns the result with the titles it archived.
    static func importing(_ feed: String, as name: String, _ extra: [String] = [], in cli: CommandLine) throws
        -> (result: CommandLine.Result, titles: Set<String>)
    {
        try feed.write(toFile: cli.path(name), atomically: false, encoding: .utf8)
        let result = try cli.run(["import", "--db", "limits.sqlite"] + extra + [name])
        let posts = try cli.export(["--db", "limits.sqlite"])
        return (result, Set(posts.compactMap { $0["title"] as? String }))
    }

    static let twelveMegabytes = String(repeating: "Twelve megabytes of one text node. ", count: 360_000)

    @Test func aTwelveMegabyteTextNodeIsReadWholeAndTheNextItemsFollow() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (result, titles) = try Self.importing(
            Self.feed(second: "<item><title>Two</title><guid>g2</guid><description>\(Self.twelveMegabytes)</description></item>"),
            as: "text.xml", in: cli)
        #expect(result.status == 0, "\(result.stderr.prefix(500))")
        #expect(result.stderr.isEmpty, "\(result.stderr.prefix(500))")
        #expect(titles == ["One", "Two", "Three"])
        let two = try cli.export(["--db", "limits.sqlite"]).first { $0["title"] as? String == "Two" }
        #expect((two?["markdown"] as? String)?.utf8.count ?? 0 >= Self.twelveMegabytes.utf8.count - 1)
    }

    @Test func aTwelveMegabyteCDATASectionIsReadWhole() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (result, titles) = try Self.importing(
            Self.feed(second: "<item><title>Two</title><guid>g2</guid><content:encoded><![CDATA[<p>\(Self.twelveMegabytes)</p>]]></content:encoded></item>"),
            as: "cdata.xml", in: cli)
        #expect(result.status == 0, "\(result.stderr.prefix(500))")
        #expect(result.stderr.isEmpty, "\(result.stderr.prefix(500))")
        #expect(titles == ["One", "Two", "Three"])
    }

    @Test func aTenMegabyteAttributeRefusesItsItemInOneLineAndTheOthersImport() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let long = String(repeating: "a", count: 10 * 1024 * 1024 + 10)
        let (result, titles) = try Self.importing(
            Self.feed(second: "<item><title>Two</title><guid>g2</guid><source url=\"https://example.com/\(long)\">Elsewhere</source></item>"),
            as: "attribute.xml", in: cli)
        #expect(result.status == 1)
        #expect(titles == ["One", "Three"])
        #expect(result.stderr.split(separator: "\n").first
                == "blogkit: error: attribute.xml:4: item 'Two': not imported: an attribute value over 8 MB, the limit")
    }

    @Test func anAttributeJustUnderTheLimitIsReadWhole() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let long = String(repeating: "a", count: 7 * 1024 * 1024)
        let (result, titles) = try Self.importing(
            Self.feed(second: "<item><title>Two</title><guid>g2</guid><source url=\"https://example.com/\(long)\">Elsewhere</source></item>"),
            as: "attribute.xml", in: cli)
        #expect(result.status == 0, "\(result.stderr.prefix(500))")
        #expect(titles == ["One", "Two", "Three"])
    }

    @Test func anItemNestedDeeperThanTheLimitIsRefusedInOneLineAndTheOthersImport() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let deep = String(repeating: "<x:d xmlns:x=\"urn:x\">", count: 300) + "deep" + String(repeating: "</x:d>", count: 300)
        let (result, titles) = try Self.importing(
            Self.feed(second: "<item><title>Two</title><guid>g2</guid><description>\(deep)</description></item>"),
            as: "deep.xml", in: cli)
        #expect(result.status == 1)
        #expect(titles == ["One", "Three"])
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first == "blogkit: error: deep.xml:4: item 'Two': not imported: elements nested more than 256 deep in it")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("blogkit: error: ") }, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("imported 2 posts (2 new"))
        #expect(lines.last == "blogkit: error: 1 item could not be imported")
    }

    @Test func nestingDeeperThanLibxml2sDefaultAtChannelLevelDoesNotStopTheFeed() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let deep = String(repeating: "<junk>", count: 300) + String(repeating: "</junk>", count: 300)
        let (result, titles) = try Self.importing(
            Self.feed(second: "<item><title>Two</title><guid>g2</guid></item>", channelExtra: deep),
            as: "channel.xml", in: cli)
        #expect(result.status == 0, "\(result.stderr.prefix(500))")
        #expect(result.stderr.isEmpty, "\(result.stderr.prefix(500))")
        #expect(titles == ["One", "Two", "Three"])
    }

    /// Lifting libxml2's size limits turns off its entity amplification check in 2.9: a feed that
    /// declares entities keeps the limits, and a billion laughs in an attribute stays a warning.
    @Test(.timeLimit(.minutes(1)))
    func aFeedDeclaringEntitiesKeepsTheAmplificationCheck() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let entities = (1...9).map { level in
            "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
        }
        let feed = "<?xml version=\"1.0\"?>\n<!DOCTYPE rss [\n<!ENTITY lol \"lollollollollollollollollollol\">\n"
            + entities.joined(separator: "\n") + "\n]>\n"
            + "<rss version=\"2.0\"><channel><title>T</title><item><title>One</title><guid>g1</guid></item>"
            + "<item><title>Boom</title><guid>g2</guid><source url=\"&lol9;\">x</source></item></channel></rss>\n"
        let (result, titles) = try Self.importing(feed, as: "laughs.xml", in: cli)
        #expect(result.status == 0)
        #expect(titles.contains("One"))
        #expect(result.stderr.contains("entity reference loop"))
    }

    /// With an internal subset libxml2 keeps its limits, and stops at the first one it meets: the
    /// items not read are an error, not a warning.
    @Test func aFeedThatKeepsLibxml2sLimitsSaysWhereTheyStoppedIt() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let feed = Self.feed(second: "<item><title>Two</title><guid>g2</guid><description>\(Self.twelveMegabytes)</description></item>")
            .replacingOccurrences(of: "<rss ", with: "<!DOCTYPE rss [<!ENTITY me \"Me\">]>\n<rss ")
        let (result, titles) = try Self.importing(feed, as: "entities.xml", in: cli)
        #expect(result.status == 1)
        #expect(!titles.contains("Three"))
        #expect(result.stderr.split(separator: "\n").contains(
            "blogkit: error: entities.xml:5: the rest of the feed: not imported: libxml2 stopped at one of its limits "
            + "(xmlSAX2Characters: huge text node), which are only lifted for feeds without a <!DOCTYPE [...]> internal subset"))
    }

    @Test func aWarningQuotesAtMostEightyCharactersOfTheFeedOnOneLine() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let post = (1...200).map { "Line \($0) of a post pasted\tinto the date." }.joined(separator: "\n")
        let (result, titles) = try Self.importing(
            Self.feed(second: "<item><title>Two\nlines</title><guid>g2</guid><pubDate>\(post)</pubDate></item>"),
            as: "date.xml", in: cli)
        #expect(result.status == 0)
        #expect(titles.count == 3)
        #expect(result.stderr == "date.xml:4: warning: item 'Two lines' (line 4): unparseable date "
            + "'Line 1 of a post pasted\\tinto the date.\\nLine 2 of a post pasted\\tinto the date.\\nLi...'\n")
    }

    @Test func anItemOverTheSizeLimitIsRefusedInOneLineNamingItsGuid() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let twoMegabytes = String(repeating: "Two megabytes. ", count: 140_000)
        let (result, titles) = try Self.importing(
            Self.feed(second: "<item><guid>g2</guid><description>\(twoMegabytes)</description></item>"),
            as: "big.xml", ["--max-item-size", "1"], in: cli)
        #expect(result.status == 1)
        #expect(titles == ["One", "Three"])
        #expect(result.stderr.split(separator: "\n").first
                == "blogkit: error: big.xml:4: item with guid 'g2': not imported: over 1 MB of text, the limit per item")
    }
}
