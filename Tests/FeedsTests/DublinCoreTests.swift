import Feeds
import Testing

/// `dc:title` and `dc:subject` stand for `title` and `category` when a feed uses them instead.
@Suite struct DublinCoreTests {
    @Test func dcTitleAndSubjectsAreTheItemsTitleAndCategories() throws {
        let (items, reader) = try Fixture.read("formats/dublin-core.xml")
        #expect(reader.channel.title == "Dublin Core Blog")
        let item = try #require(items.first)
        #expect(item.title == "Titled in Dublin Core")
        #expect(item.categories.map(\.name) == ["Swift", "Feeds"])
        #expect(item.published == (try Fixture.date("2011-11-11T06:30:32Z")))
    }

    @Test func theFirstTitleGivenWins() throws {
        let (items, _) = try Fixture.read("formats/dublin-core.xml")
        #expect(items.last?.title == "The RSS title")
    }
}
