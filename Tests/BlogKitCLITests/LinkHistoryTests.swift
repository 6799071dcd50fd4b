import Foundation
import Testing

/// A post keeps the addresses it had: when a re-import gives a post a new link (the blogger
/// changed WordPress's permalink structure, from "Day and name" to "Post name"), the archive
/// records the link it had, and the site, its redirects, the links between posts and the
/// generators' aliases keep answering it.
///
/// The real feed (Fixtures/feeds/nathanhjones-development.xml, a WordPress blog's RSS) has
/// date-based links; its second version is the same feed with each item's link in the
/// "Post name" form WordPress gives after the change. The guids (`?p=341`) stay, as WordPress's do.
@Suite("Earlier links of a post")
struct LinkHistoryTests {
    static let old = "http://nathanhjones.com"
    static let fixture = "feeds/nathanhjones-development.xml"

    /// The fixture's post links, date-based, as the first import saw them.
    static func datedLinks() throws -> [String] {
        let text = try String(contentsOfFile: CommandLine.fixture(fixture), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "<link>(http://nathanhjones\\.com/20[0-9]{2}/[^<]+)</link>")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The fixture as WordPress gives it after the change: `/2011/11/03/slug/` links are `/slug/`.
    /// A link to another post in a body stays as it was (WordPress never rewrites bodies), and
    /// one is added to the first post's body, to the date-based address of the second.
    static func renamed(linking target: String) throws -> String {
        var text = try String(contentsOfFile: CommandLine.fixture(fixture), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "<link>http://nathanhjones\\.com/20[0-9]{2}/[0-9]{2}/[0-9]{2}/")
        text = pattern.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "<link>http://nathanhjones.com/")
        let marker = "<content:encoded><![CDATA["
        let first = try #require(text.range(of: marker))
        text.replaceSubrange(first, with: marker + "<p>Read <a href=\"\(target)\">the JSON post</a> first.</p>")
        return text
    }

    /// Imports the fixture, then its renamed version under the same file name (the same feed).
    static func importTwice() throws -> (CommandLine, links: [String]) {
        let cli = try CommandLine()
        let links = try datedLinks()
        #expect(links.count >= 2)
        try cli.write(String(contentsOfFile: CommandLine.fixture(fixture), encoding: .utf8), to: "feed.xml")
        #expect(try cli.run(["import", "feed.xml"]).status == 0)
        try cli.write(renamed(linking: links[1]), to: "feed.xml")
        let second = try cli.run(["import", "feed.xml"])
        #expect(second.status == 0, "\(second.stderr)")
        return (cli, links)
    }

    @Test("built with the old address, a post's earlier link answers where it lives now")
    func earlierLinksAnswer() throws {
        let (cli, links) = try Self.importTwice()
        defer { cli.cleanUp() }
        let built = try cli.run(["build", "--base-url", Self.old + "/"])
        #expect(built.status == 0, "\(built.stderr)")
        // The post lives at its new path...
        let json = "output/getting-started-with-json-in-ios/index.html"
        #expect(FileManager.default.fileExists(atPath: cli.path(json)))
        // ...and every earlier address answers.
        let renamedLinks = links.map { $0.replacingOccurrences(of: #"/20[0-9]{2}/[0-9]{2}/[0-9]{2}/"#, with: "/", options: .regularExpression) }
        try (links + renamedLinks).joined(separator: "\n").write(
            to: cli.directory.appendingPathComponent("old-urls.txt"), atomically: true, encoding: .utf8)
        let check = try cli.run(["check", "--urls", "old-urls.txt"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("\(links.count * 2) old URLs of \(links.count * 2) answer"), "\(check.stdout)")
        let rules = try String(contentsOfFile: cli.path("output/_redirects"), encoding: .utf8)
        #expect(rules.contains("/2011/11/03/getting-started-with-json-in-ios/ /getting-started-with-json-in-ios/ 301\n"), "\(rules)")
        let alias = try String(contentsOfFile: cli.path("output/2011/11/03/getting-started-with-json-in-ios/index.html"), encoding: .utf8)
        #expect(alias.contains("url=../../../../getting-started-with-json-in-ios/index.html"), "\(alias)")
    }

    @Test("a link to a post's earlier address points at its page, in the site and an export")
    func linksFollow() throws {
        let (cli, links) = try Self.importTwice()
        defer { cli.cleanUp() }
        let built = try cli.run(["build", "--base-url", "https://new.example/"])
        #expect(built.status == 0, "\(built.stderr)")
        let page = try String(contentsOfFile: cli.path("output/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html"), encoding: .utf8)
        #expect(page.contains("<a href=\"../getting-started-with-json-in-ios/index.html\">the JSON post</a>"), "\(page)")
        #expect(!page.contains(links[1]))
        let exported = try cli.run(["export", "--format", "hugo", "--output", "site"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let posts = try FileManager.default.contentsOfDirectory(atPath: cli.path("site/content/posts"))
        let json = try #require(posts.first { $0.contains("getting-started-with-json") })
        let front = try String(contentsOfFile: cli.path("site/content/posts/\(json)"), encoding: .utf8)
        #expect(front.contains("\"/2011/11/03/getting-started-with-json-in-ios/\""), "\(front)")
    }

    @Test("a feed that changes a post's link on every import leaves 16 earlier links, the first ones")
    func earlierLinksAreBounded() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let item = try String(contentsOfFile: CommandLine.fixture(Self.fixture), encoding: .utf8)
        let link = "http://nathanhjones.com/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/"
        #expect(item.contains("<link>\(link)</link>"))
        for round in 0..<20 {
            let moved = round == 0 ? link : "http://nathanhjones.com/moved-\(round)/"
            try cli.write(item.replacingOccurrences(of: "<link>\(link)</link>", with: "<link>\(moved)</link>"), to: "feed.xml")
            #expect(try cli.run(["import", "feed.xml"]).status == 0)
        }
        let export = try cli.run(["export", "--format", "ndjson"])
        let line = try #require(export.stdout.split(separator: "\n").first { $0.contains("moved-19/") })
        let post = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let earlier = try #require(post["earlier_links"] as? [String])
        #expect(earlier.count == 16)
        #expect(earlier.first == link)
        #expect(earlier.last == "http://nathanhjones.com/moved-15/")
    }

    @Test("a link that changes back is no earlier link of its own; an unchanged re-import changes nothing")
    func changesBack() throws {
        let (cli, _) = try Self.importTwice()
        defer { cli.cleanUp() }
        try cli.write(String(contentsOfFile: CommandLine.fixture(Self.fixture), encoding: .utf8), to: "feed.xml")
        #expect(try cli.run(["import", "feed.xml"]).status == 0)
        #expect(try cli.run(["build", "--base-url", Self.old + "/"]).status == 0)
        let rules = try String(contentsOfFile: cli.path("output/_redirects"), encoding: .utf8)
        // The post is back at its dated path; its "Post name" address leads there.
        #expect(rules.contains("/getting-started-with-json-in-ios/ /2011/11/03/getting-started-with-json-in-ios/ 301\n"), "\(rules)")
        #expect(!rules.contains("/2011/11/03/getting-started-with-json-in-ios/ /2011"), "\(rules)")
        #expect(try cli.run(["import", "feed.xml"]).status == 0)
        let rebuilt = try cli.run(["build", "--base-url", Self.old + "/"])
        #expect(rebuilt.stdout.contains(": up to date, nothing rendered ("), "\(rebuilt.stdout)")
    }
}
