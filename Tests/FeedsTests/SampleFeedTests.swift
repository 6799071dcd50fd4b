import Feeds
import Foundation
import Testing

/// The two real WordPress feeds the project started from.
@Suite struct SampleFeedTests {
    @Test func developmentFeedHasItsNineItemsAndChannel() throws {
        let (items, reader) = try Fixture.read("nathanhjones-development.xml")
        #expect(items.count == 9)
        #expect(reader.format == .rss(version: "2.0"))
        #expect(reader.channel.title == "NathanHJones.com » development")
        #expect(reader.channel.link == "http://nathanhjones.com")
        #expect(reader.channel.description == "just thinking outloud")
        #expect(reader.channel.language == "en")
        #expect(reader.channel.generator == "http://wordpress.org/?v=3.2.1")
        #expect(reader.channel.selfLink == "http://nathanhjones.com/category/development/feed/")
        #expect(reader.channel.lastBuildDate == (try Fixture.date("2011-11-11T06:55:27Z")))
        #expect(reader.warnings.isEmpty)
        #expect(Set(items.compactMap(\.guid)).count == 9)
        #expect(items.allSatisfy { $0.published != nil && $0.contentHTML != nil && $0.summaryHTML != nil })
    }

    @Test func firstItemHasEveryField() throws {
        let (items, _) = try Fixture.read("nathanhjones-development.xml")
        let item = try #require(items.first)
        let link = "http://nathanhjones.com/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/"
        #expect(item.title == "A Single Sign-on Pattern for Enterprise iOS Applications")
        #expect(item.link == link)
        #expect(item.guid == "http://nathanhjones.com/?p=341")
        #expect(item.guidIsPermaLink == false)
        #expect(item.published == (try Fixture.date("2011-11-11T06:30:32Z")))
        #expect(item.author == "Nathan")
        #expect(item.categories.map(\.name) == [
            "business", "development", "mobile", "enterprise", "iOS", "iphone sdk", "mSSO", "single sign-on", "SSO",
        ])
        #expect(item.categories.allSatisfy { $0.domain == nil })
        #expect(item.commentsURL == link + "#comments")
        #expect(item.commentFeedURL == link + "feed/")
        #expect(item.commentCount == 0)
        #expect(item.baseURL == link)
        #expect(item.line == 21)
        #expect(item.summaryHTML?.hasPrefix("In conversations with clients, we continue") == true)
        #expect(item.summaryHTML?.hasSuffix("In order for enterprises [...]") == true)
        let content = try #require(item.contentHTML)
        #expect(content.hasPrefix("<p>\nIn conversations with clients"))
        #expect(content.contains("we&#8217;ll outline"))
        #expect(content.hasSuffix("mssoapp1.zip</a>\n</div>"))
        #expect(item.enclosures.isEmpty)
        #expect(item.source == nil)
    }

    @Test func enterpriseFeedSharesThePostWithDevelopment() throws {
        let (items, reader) = try Fixture.read("nathanhjones-enterprise.xml")
        #expect(items.count == 2)
        #expect(reader.channel.title == "NathanHJones.com » enterprise")
        #expect(items.map(\.line) == [21, 410])
        #expect(items[1].title == "Amazon Brings Enterprise Databases to the Cloud")
        #expect(items[1].published == (try Fixture.date("2008-10-06T02:28:56Z")))
        #expect(items[1].categories.count == 9)
        let (development, _) = try Fixture.read("nathanhjones-development.xml")
        #expect(items[0] == development[0])
    }
}
