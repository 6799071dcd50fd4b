import Feeds
import Testing

/// Titles, authors, categories and channel text come out as plain text; HTML fields stay HTML.
@Suite struct TextFieldTests {
    let items: [FeedItem]
    let reader: FeedReader

    init() throws {
        (items, reader) = try Fixture.read("entities/text-fields.xml")
    }

    private func item(_ guid: String) throws -> FeedItem {
        try #require(items.first { $0.guid == guid })
    }

    @Test func channelTextIsDecodedAndStripped() {
        #expect(reader.channel.title == "Entities » Tests & More")
        #expect(reader.channel.description == "A bold blog’s description")
        #expect(reader.channel.generator == "Hand & Heart 1.0")
        #expect(reader.warnings.isEmpty)
    }

    @Test(arguments: [
        ("double-numeric", "It’s double-escaped"),
        ("double-amp", "Fish & Chips"),
        ("escaped-html", "Bold and emphasis"),
        ("cdata-html", "Café au lait"),
        ("numeric", "Numeric “quotes” — and é"),
        ("spaced", "Spaced out title"),
        ("less-than", "a < b && c > d"),
    ])
    func titleIsPlainText(guid: String, title: String) throws {
        #expect(try item(guid).title == title)
    }

    @Test func authorAndCategoriesArePlainTextAndEmptyCategoriesAreDropped() throws {
        let item = try item("less-than")
        #expect(item.author == "José García")
        #expect(item.categories == [
            FeedCategory(name: "C&C", domain: "http://example.com/tags"),
            FeedCategory(name: "Italic topic"),
        ])
    }

    @Test func descriptionKeepsItsHTMLAsWritten() throws {
        #expect(try item("less-than").summaryHTML == "<p>Caf&eacute; &amp; more</p>")
    }
}
