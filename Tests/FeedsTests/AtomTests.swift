import Feeds
import Foundation
import Testing

/// Atom 1.0 feeds: entries read as items, each Atom construct mapped to its RSS counterpart.
@Suite struct AtomTests {
    let items: [FeedItem]
    let reader: FeedReader

    init() throws {
        (items, reader) = try Fixture.read("formats/atom-1.0.xml")
    }

    @Test func feedLevelElementsFillTheChannel() throws {
        #expect(reader.format == .atom)
        #expect(reader.channel == FeedChannel(
            title: "Atom & Eve", link: "http://example.org/blog/", description: "Notes <on> feeds", language: "en-us",
            lastBuildDate: try Fixture.date("2011-11-12T10:00:00Z"), generator: "Jekyll", author: "Feed Author",
            selfLink: "http://example.org/blog/feed.atom"))
        #expect(items.count == 3, "the feed's own <author> and <id> are not items")
        #expect(reader.warnings.isEmpty)
    }

    @Test func entryWithEveryField() throws {
        let entry = try #require(items.first)
        #expect(entry.title == "It’s HTML")
        #expect(entry.link == "http://example.org/blog/2011/11/first/")
        #expect(entry.guid == "tag:example.org,2011:first")
        #expect(entry.guidIsPermaLink == nil)
        #expect(entry.published == (try Fixture.date("2011-11-11T06:30:32Z")), "published wins over updated")
        #expect(entry.author == "Nathan")
        #expect(entry.categories == [
            FeedCategory(name: "swift", domain: "http://example.org/tags/"), FeedCategory(name: "ios", label: "iOS"),
        ])
        #expect(entry.enclosures == [FeedEnclosure(url: "http://example.org/blog/media/a.mp3", length: 1234, type: "audio/mpeg")])
        #expect(entry.commentsURL == "http://example.org/blog/2011/11/first/#comments")
        #expect(entry.commentFeedURL == "http://example.org/blog/2011/11/first/comments.atom")
        #expect(entry.summaryHTML == "Fish &amp; chips &lt;3", "type=\"text\" is escaped to be HTML")
        #expect(entry.contentHTML == "<p>Full <img src=\"a.png\"></p>")
        #expect(entry.baseURL == "http://example.org/blog/")
        #expect(entry.line == 11)
    }

    @Test func textTitlesAreLiteralAndXHTMLContentLosesItsWrapper() throws {
        let entry = items[1]
        #expect(entry.title == "Plain a < b & <i>literal</i>")
        #expect(entry.link == "http://cdn.example.org/second.html")
        #expect(entry.published == (try Fixture.date("2011-11-10T00:00:00Z")), "no <published>: <updated>")
        #expect(entry.contentHTML == "<p>XHTML <b>content</b> &amp; more</p>")
        #expect(entry.baseURL == "http://cdn.example.org/")
    }

    @Test func xhtmlTitlesArePlainTextAndPrefixesAreDropped() throws {
        let entry = items[2]
        #expect(entry.title == "An XHTML title")
        #expect(entry.contentHTML == nil, "content given by src is not the entry's text")
        #expect(entry.summaryHTML == "<p class=\"x\">Prefixed</p>")
        #expect(entry.author == "Feed Author", "RFC 4287: an entry without an author has the feed's")
    }

    @Test func illFormedAtomIsRepairedLikeRSS() throws {
        let (items, reader) = try Fixture.read("illformed/atom-ill-formed.xml")
        #expect(reader.channel.title == "Tom & Jerry")
        #expect(items.map(\.title) == ["Salt & Pepper", "Second"])
        #expect(reader.warnings.map(\.line) == [3, 4, 4])
    }
}
