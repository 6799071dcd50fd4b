import Foundation
import Testing

/// An item link is the base of its post's relative URLs, even when the feed wrote it sloppily.
@Suite struct ItemLinkBaseTests {
    @Test func anItemLinkWithASpaceStillResolvesRelativeImagesAndLinks() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let feed = """
            <?xml version="1.0"?>
            <rss version="2.0"><channel><title>T</title><link>https://ex.com/</link>
            <item><title>Server-Sent Events</title><link>https://ex.com/blog/en/ Server-Sent/</link><guid>1</guid>
            <description>&lt;p&gt;&lt;img src="diagram.png" alt="diagram"&gt; &lt;a href="../next/"&gt;next&lt;/a&gt;&lt;/p&gt;</description></item>
            </channel></rss>
            """
        try feed.write(toFile: cli.path("feed.xml"), atomically: true, encoding: .utf8)
        let result = try cli.run(["import", "feed.xml"])
        #expect(result.status == 0, "\(result.stderr)")
        let post = try #require(try cli.export().first)
        #expect(post["markdown"] as? String
            == "![diagram](https://ex.com/blog/en/%20Server-Sent/diagram.png) [next](https://ex.com/blog/en/next/)\n")
    }
}
