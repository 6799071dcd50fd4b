import Feeds
import Foundation
import Testing

/// Every item field RSS 2.0 and its common modules define, matched by namespace, not prefix.
@Suite struct ItemFieldTests {
    @Test func fullItemHasEveryField() throws {
        let (items, reader) = try Fixture.read("fields/item-fields.xml")
        let item = try #require(items.first)
        #expect(reader.channel.language == "en-gb")
        #expect(reader.channel.lastBuildDate == (try Fixture.date("2011-11-12T10:00:00Z")))
        #expect(item.title == "Full item")
        #expect(item.guid == "http://example.com/?p=7")
        #expect(item.guidIsPermaLink == nil)
        #expect(item.published == (try Fixture.date("2011-11-11T11:30:32Z")), "pubDate wins over dc:date")
        #expect(item.author == "editor@example.com (The Editor)", "author wins over dc:creator")
        #expect(item.categories == [
            FeedCategory(name: "Swift", domain: "http://example.com/cats"),
            FeedCategory(name: "Feeds"),
            FeedCategory(name: "Parsing", domain: "http://example.com/tags"),
        ])
        #expect(item.commentsURL == "http://example.com/full/#comments")
        #expect(item.commentCount == 42)
        #expect(item.commentFeedURL == "http://example.com/full/feed/")
        #expect(item.enclosures == [
            FeedEnclosure(url: "http://example.com/media/episode.mp3", length: 12_345_678, type: "audio/mpeg"),
            FeedEnclosure(url: "http://example.com/media/cover.jpg", type: "image/jpeg"),
        ])
        #expect(item.source == FeedSource(title: "The Other Blog", url: "http://other.example.org/feed.xml"))
        #expect(item.summaryHTML == "Summary")
        #expect(item.contentHTML == "<p>Full <em>content</em></p>", "an `encoded` in another namespace is not content")
        #expect(item.line == 13)
    }

    @Test func dublinCoreStandsInForDateAndAuthor() throws {
        let (items, _) = try Fixture.read("fields/item-fields.xml")
        let item = items[1]
        #expect(item.title == "Dublin Core only")
        #expect(item.published == (try Fixture.date("2011-11-11T06:30:32Z")))
        #expect(item.author == "Nathan")
        #expect(item.commentCount == nil, "'many' is not a count")
        #expect(item.contentHTML == nil)
    }

    @Test func unparseableDatesAreNilWithAWarningNamingTheItem() throws {
        let (items, reader) = try Fixture.read("fields/item-fields.xml")
        #expect(items.count == 4)
        #expect(items[2].published == nil)
        #expect(items[2].guid == "http://example.com/bad-date/")
        #expect(items[2].guidIsPermaLink == true)
        #expect(items[3].published == nil)
        #expect(reader.warnings.map(\.description) == [
            "fields/item-fields.xml:42: warning: item 'Bad date' (line 42): unparseable date 'sometime last week'",
            "fields/item-fields.xml:47: warning: item (line 47): unparseable date '32 Foo 2011'",
        ])
    }

    @Test func textAndCDATASectionsAreJoined() throws {
        let (items, reader) = try Fixture.read("fields/cdata-split.xml")
        let item = try #require(items.first)
        #expect(item.title == "Part one & two & three")
        #expect(item.summaryHTML == "<p>Tom &amp; Jerry</p>")
        #expect(item.contentHTML == "<code>x ]]> y</code>\n<p>after</p>")
        #expect(item.categories.isEmpty)
        #expect(reader.warnings.isEmpty)
    }

    @Test func lowercasePubdateIsTheDateToo() throws {
        let (items, _) = try Fixture.read("fields/relative-links.xml")
        #expect(items.last?.published == (try Fixture.date("2011-11-12T00:00:00Z")))
    }
}
