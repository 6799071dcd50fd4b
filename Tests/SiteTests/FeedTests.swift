import Feeds
import Foundation
import FoundationXML
import Site
import Testing

/// The site's JSON Feed next to RSS and Atom, and an RSS feed per category and per tag.
@Suite("Site feeds")
struct FeedTests {
    @Test("feed.json is a JSON Feed 1.1 with every required key, linked from each page's head")
    func jsonFeed() throws {
        let site = try ImportedSite()
        let data = try Data(contentsOf: site.output.appendingPathComponent("feed.json"))
        let feed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(feed["title"] as? String == "NathanHJones.com")
        #expect(feed["home_page_url"] as? String == "https://example.com/blog/")
        #expect(feed["feed_url"] as? String == "https://example.com/blog/feed.json")
        #expect(feed["language"] as? String == "en")
        let items = try #require(feed["items"] as? [[String: Any]])
        #expect(items.count == 9)
        for item in items {
            #expect((item["id"] as? String)?.isEmpty == false, "id is required")
            #expect(item["content_html"] is String || item["content_text"] is String, "content_html or content_text is required")
            #expect((item["url"] as? String)?.hasPrefix("https://example.com/blog/") == true)
        }
        let first = try #require(items.first)
        #expect(first["title"] as? String == "A Single Sign-on Pattern for Enterprise iOS Applications")
        #expect(first["date_published"] as? String == "2011-11-11T06:30:32Z")
        #expect((first["authors"] as? [[String: Any]])?.first?["name"] as? String == "Nathan")
        #expect((first["tags"] as? [String])?.contains("single sign-on") == true)
        #expect(first["image"] as? String == "http://nathanhjones.com/wp-content/uploads/2011/11/app1-300x136.png")
        #expect((first["summary"] as? String)?.hasPrefix("In conversations with clients") == true)
        #expect((first["content_html"] as? String)?.contains("keychain") == true)
        let home = try site.site.page("index.html")
        #expect(home.contains(#"<link rel="alternate" type="application/feed+json" title="NathanHJones.com (JSON Feed)" href="feed.json">"#))
    }

    @Test("hostile titles and names stay strings in the JSON Feed: it parses, the text is kept")
    func jsonFeedEscaping() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        let data = try Data(contentsOf: site.output.appendingPathComponent("feed.json"))
        let feed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(feed["items"] as? [[String: Any]])
        let hostile = try #require(items.first { ($0["title"] as? String)?.hasPrefix("A post") == true })
        #expect(hostile["title"] as? String == #"A post <script>alert("x")</script> & no link"#)
        #expect(hostile["tags"] as? [String] == ["Tricky <b>names</b>"])
        #expect(hostile["summary"] as? String == "The summary <i>stays</i> plain text.")
    }

    @Test("each category and tag with a page has an RSS feed of its own posts in its folder, linked from its page")
    func termFeeds() throws {
        let site = try ImportedSite(termPageMinPosts: 1)
        let path = site.output.appendingPathComponent("category/single-sign-on/feed.xml").path
        let reader = try FeedReader(path: path)
        var items: [FeedItem] = []
        while let item = try reader.nextItem() { items.append(item) }
        #expect(reader.warnings == [])
        #expect(reader.channel.title == "NathanHJones.com: single sign-on")
        #expect(reader.channel.link == "https://example.com/blog/category/single-sign-on/")
        #expect(items.map(\.title) == ["A Single Sign-on Pattern for Enterprise iOS Applications"])
        let page = try site.site.page("category/single-sign-on/index.html")
        #expect(page.contains(#"<link rel="alternate" type="application/rss+xml" title="NathanHJones.com: single sign-on (RSS)" href="../../category/single-sign-on/feed.xml">"#))
        for file in ["feed.xml", "category/development/feed.xml"] {
            let parser = XMLParser(data: try Data(contentsOf: site.output.appendingPathComponent(file)))
            #expect(parser.parse(), "\(file)")
        }
    }

    @Test("without a base URL no feed is written, the JSON Feed and category feeds included")
    func noBaseURL() throws {
        let site = try ImportedSite(baseURL: nil)
        #expect(!site.site.exists("feed.json"))
        #expect(!site.site.exists("category/development/feed.xml"))
        let page = try site.site.page("category/development/index.html")
        #expect(!page.contains("feed.xml") && !page.contains("feed.json"))
    }
}
