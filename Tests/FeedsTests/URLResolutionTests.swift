import Feeds
import Testing

/// Relative URLs resolve against the `xml:base` in effect, else the channel's link.
@Suite struct URLResolutionTests {
    @Test func linksResolveAgainstInheritedXMLBase() throws {
        let (items, _) = try Fixture.read("fields/xml-base.xml")
        let first = items[0]
        #expect(first.link == "http://example.com/blog/2011/11/post/")
        #expect(first.commentsURL == "http://example.com/blog/2011/11/post/#comments")
        #expect(first.guid == "http://example.com/blog/?p=1", "a permalink guid is a link")
        #expect(first.enclosures.map(\.url) == ["http://example.com/media/a.mp3"])
        #expect(first.source?.url == "http://example.com/feed.xml")
        #expect(first.baseURL == "http://example.com/blog/")
    }

    @Test func itemAndContentCanCarryTheirOwnBase() throws {
        let (items, _) = try Fixture.read("fields/xml-base.xml")
        #expect(items[1].link == "http://cdn.example.org/posts/one.html")
        #expect(items[1].guid == "one.html", "an opaque guid is never resolved")
        #expect(items[1].baseURL == "http://static.example.net/x/")
        #expect(items[2].link == "http://example.com/blog/sub/two.html", "a relative xml:base resolves against the outer one")
        #expect(items[2].baseURL == "http://example.com/blog/sub/")
    }

    @Test func withoutXMLBaseTheChannelLinkIsTheBase() throws {
        let (items, _) = try Fixture.read("fields/relative-links.xml")
        #expect(items[0].link == "http://example.com/2011/post/")
        #expect(items[0].commentFeedURL == "http://example.com/2011/post/feed/")
        #expect(items[0].baseURL == "http://example.com/2011/post/", "the item's link")
        #expect(items[1].link == nil)
        #expect(items[1].baseURL == "http://example.com/blog/", "no link: the channel's")
        #expect(items[2].link == "mailto:someone@example.com")
    }
}
