import Foundation
import ProcessTestSupport
import Testing

@Suite("blogkit build holds its posts without their bodies")
struct BuildMemoryTests {
    /// A feed of `count` posts whose bodies are `paragraphs` paragraphs of about 1 KB each, in a
    /// few dozen words (the search index of a long body is as small as a short one's), each post
    /// in all of `categories` categories.
    static func feed(posts count: Int, paragraphs: Int, categories: Int = 0) -> String {
        let terms = (0..<categories).map { "<category>Topic \($0)</category>" }.joined()
        let words = ["archive", "listing", "stream", "memory", "page", "feed", "body", "build", "site", "post"]
        let paragraph = "&lt;p&gt;" + (0..<150).map { words[$0 * 7 % words.count] }.joined(separator: " ") + ".&lt;/p&gt;"
        let body = String(repeating: paragraph, count: paragraphs)
        var feed = "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>Long posts</title>\n"
        for n in 0..<count {
            feed += "<item><title>Post \(n)</title><guid>long-\(n)</guid>"
                + "<pubDate>Mon, \(n % 28 + 1) Jan 2024 10:00:00 +0000</pubDate>\(terms)<description>\(body)</description></item>\n"
        }
        return feed + "</channel></rss>\n"
    }

    /// Imports `feed` into a fresh archive, then returns the peak resident size of `blogkit build`
    /// of it (with `options`), the size of the feed and the site's folder.
    static func buildPeakKB(
        of feed: String, options: [String] = [], in cli: CommandLine
    ) throws -> (peakKB: Int, feedBytes: Int, output: String) {
        let name = UUID().uuidString
        try feed.write(toFile: cli.path("\(name).xml"), atomically: true, encoding: .utf8)
        let imported = try cli.run(["import", "--db", cli.path("\(name).sqlite"), cli.path("\(name).xml")])
        #expect(imported.status == 0, "\(imported.stderr)")
        let (built, peak) = try cli.start(["build", "--db", cli.path("\(name).sqlite"), "--output", cli.path(name)] + options)
            .waitMeasuringPeak()
        #expect(built.status == 0, "\(built.stderr)")
        return (peak, feed.utf8.count, cli.path(name))
    }

    /// Eight times, not four: the peak of the same build moves by a megabyte or two from one run
    /// to the next under load (which thread's allocator cache holds what), 0.35 of the size of
    /// 36 more posts, 0.15 of 84 more.
    @Test("eight times as many long posts raise the build's peak memory by less than 0.4 of their size")
    func longBodiesAreNotHeld() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let few = try Self.buildPeakKB(of: Self.feed(posts: 12, paragraphs: 128), in: cli)
        let many = try Self.buildPeakKB(of: Self.feed(posts: 96, paragraphs: 128), in: cli)
        #expect(FileManager.default.fileExists(atPath: many.output + "/posts/post-95/index.html"))
        // Held whole, every body costs its Markdown, its HTML and its prose, three times its
        // size; read when needed, the build holds a few bodies and a search batch whatever the
        // number of posts.
        let growth = Double(many.peakKB - few.peakKB) * 1024 / Double(many.feedBytes - few.feedBytes)
        #expect(growth < 0.4, "peak \(few.peakKB) KB for \(few.feedBytes) bytes of feed, \(many.peakKB) KB for \(many.feedBytes)")
    }

    @Test("ten times as many category feeds of long posts raise the build's peak memory by a few feeds at most")
    func categoryFeedsAreNotHeld() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let site = ["--base-url", "https://example.com/blog/"]
        let few = try Self.buildPeakKB(of: Self.feed(posts: 24, paragraphs: 32, categories: 4), options: site, in: cli)
        let many = try Self.buildPeakKB(of: Self.feed(posts: 24, paragraphs: 32, categories: 40), options: site, in: cli)
        #expect(FileManager.default.fileExists(atPath: many.output + "/category/topic-39/feed.xml"))
        // Each category's feed holds its 20 latest posts whole, about 750 KB here: held until
        // the end of the build, 36 more of them cost about 27 MB.
        let growthKB = many.peakKB - few.peakKB
        #expect(growthKB < 8_000, "peak \(few.peakKB) KB with 4 category feeds, \(many.peakKB) KB with 40")
    }
}
