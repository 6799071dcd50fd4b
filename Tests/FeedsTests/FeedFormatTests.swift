import Feeds
import Testing

/// The older members of the RSS family.
@Suite struct FeedFormatTests {
    @Test func rss091WithItsNetscapeDoctype() throws {
        let (items, reader) = try Fixture.read("formats/rss-0.91.xml")
        #expect(reader.format == .rss(version: "0.91"))
        #expect(reader.channel.title == "Netscape era", "the <image>'s title is not the channel's")
        #expect(reader.channel.language == "en-us")
        #expect(items.map(\.title) == ["Café opens", "Second story"])
        #expect(items.first?.summaryHTML == "The café & bar.")
        #expect(items.first?.baseURL == "http://example.com/cafe.html")
        #expect(reader.warnings.map(\.line) == [12, 14], "&eacute; is HTML, not XML: repaired")
    }

    @Test func rss10ItemsAreSiblingsOfTheChannel() throws {
        let (items, reader) = try Fixture.read("formats/rss-1.0.xml")
        #expect(reader.format == .rdf)
        #expect(reader.channel.title == "RDF Site Summary")
        #expect(reader.channel.language == "fr")
        #expect(reader.channel.lastBuildDate == (try Fixture.date("2011-11-12T07:00:00Z")), "dc:date stands in")
        #expect(items.map(\.guid) == ["http://example.com/one", "http://example.com/two"], "rdf:about is the guid")
        #expect(items[0].published == (try Fixture.date("2011-11-11T06:30:32Z")))
        #expect(items[0].author == "Alice")
        #expect(items[0].summaryHTML == "First <b>item</b>")
        #expect(items[0].contentHTML == "<p>One, in full.</p>")
        #expect(items[1].published == (try Fixture.date("2011-11-12T00:00:00Z")))
        #expect(reader.warnings.isEmpty)
    }

    @Test func anRSSRootInANamespaceOfItsOwnLendsItToTheCoreElements() throws {
        let (items, reader) = try Fixture.read("formats/namespaced-rss.xml")
        #expect(reader.channel.title == "Userland namespace")
        #expect(items.map(\.title) == ["Namespaced item"])
    }
}
