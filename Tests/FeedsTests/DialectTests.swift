import Feeds
import Foundation
import Testing

/// The feed dialects of issue 11, on feedparser's own test feeds (`Fixtures/feedparser`): Atom
/// 0.3, inherited Atom authors, RSS guids as links, Dublin Core and XHTML stand-ins.
@Suite struct DialectTests {
    private func first(_ name: String) throws -> (item: FeedItem, reader: FeedReader) {
        let (items, reader) = try Fixture.read("feedparser/wellformed/" + name)
        return (try #require(items.first), reader)
    }

    @Test func aFeedOfEntriesWithoutAtomsNamespaceIsAtom() throws {
        let (entry, reader) = try first("atom10/entry_id_with_attributes.xml")
        #expect(reader.format == .atom)
        #expect(entry.guid == "right", "the id, whatever attributes it carries")
    }

    @Test func aCDFChannelsBaseIsItsItemsBase() throws {
        let (item, _) = try first("base/cdf_item_abstract_xml_base.xml")
        #expect(item.baseURL == "http://base.example.org/")
        #expect(item.summaryHTML == "item abstract")
    }

    @Test func atom03IsReadWithItsOwnDateNames() throws {
        let (issued, reader) = try first("atom/entry_issued_parsed.xml")
        #expect(reader.format == .atom03)
        #expect(issued.published == (try Fixture.date("2003-12-31T10:14:55Z")))
        let modified = try first("atom/entry_modified_map_updated_parsed.xml").item
        #expect(modified.updated == (try Fixture.date("2004-01-01T19:48:21Z")))
        #expect(modified.published == modified.updated, "no issued: the modified date stands in")
        let created = try first("atom/entry_created_parsed.xml").item
        #expect(created.published == (try Fixture.date("2003-12-31T10:14:55Z")), "created stands in for issued")
        #expect(created.updated == nil)
        let feed = try Fixture.read("feedparser/wellformed/atom/feed_modified_map_updated_parsed.xml").reader
        #expect(feed.channel.lastBuildDate == (try Fixture.date("2004-01-01T19:48:21Z")))
    }

    @Test(arguments: [
        ("atom/entry_content_mode_base64.xml", "Example &lt;b&gt;Atom&lt;/b&gt;"),
        ("atom/entry_content_mode_escaped.xml", "Example <b>Atom</b>"),
        ("atom/entry_content_value.xml", "Example Atom"),
    ])
    func atom03ContentModes(file: String, html: String) throws {
        #expect(try first(file).item.contentHTML == html, "mode base64 without a type is base64 text/plain")
    }

    @Test func atom03InlineXHTMLKeepsItsDiv() throws {
        #expect(try first("atom/entry_summary_inline_markup.xml").item.summaryHTML == "<div>Example <b>Atom</b></div>")
    }

    @Test func atom03EscapedTitlesArePlainText() throws {
        #expect(try first("amp/amp01.xml").item.title == "&")
        #expect(try first("atom/entry_title_base64.xml").item.title == "Example <b>Atom</b>", "base64 text/plain, literal")
    }

    @Test func feedAuthorIsInheritedByEntriesWithoutOne() throws {
        for name in ["atom10/feed_author_name.xml", "atom/feed_author_name.xml"] {
            #expect(try Fixture.read("feedparser/wellformed/" + name).reader.channel.author == "Example author")
        }
        let (items, reader) = try Fixture.read("formats/atom-1.0.xml")
        #expect(reader.channel.author == "Feed Author")
        #expect(items.map(\.author) == ["Nathan", "Feed Author", "Feed Author"])
    }

    @Test func rssChannelAuthor() throws {
        let managingEditor = try Fixture.read("feedparser/wellformed/rss/channel_managingEditor.xml").reader
        #expect(managingEditor.channel.author == "Example editor")
        let creator = try Fixture.read("feedparser/wellformed/rss/channel_dc_creator.xml").reader
        #expect(creator.channel.author == "Example editor")
        let author = try Fixture.read("feedparser/wellformed/rss/channel_author.xml").reader
        #expect(author.channel.author == "Example editor (me@example.com)", "RSS authors as written")
    }

    @Test func aPermalinkGuidIsTheLinkWhenThereIsNone() throws {
        #expect(try first("rss/item_guid_map_link.xml").item.link == "http://guid.example.com/")
        #expect(try first("rss/item_guid_isPermaLink_map_link.xml").item.link == "http://guid.example.com/")
        #expect(try first("rss/item_guid_not_permalink_conflict_link.xml").item.link == "http://link.example.com/")
        #expect(try first("rss/item_guid_conflict_link.xml").item.link == "http://link.example.com/", "a <link> wins")
        let opaque = try first("rss/item_guid_not_permalink_not_url.xml").item
        #expect(opaque.link == nil)
    }

    @Test func atomCategoriesAreNamedByTheirTermWithTheLabelKept() throws {
        // RFC 4287 § 4.2.2: the term identifies the category, the label only displays it.
        #expect(try first("atom10/entry_category_term.xml").item.categories == [
            FeedCategory(name: "atom10", domain: "http://feedparser.org/tests/", label: "Atom 1.0 tests"),
        ])
        #expect(try first("atom10/entry_category_term_non_ascii.xml").item.categories.map(\.name) == ["Freiräume"])
        #expect(try first("atom10/entry_category_label.xml").item.categories.map(\.label) == ["Atom 1.0 tests"])
    }

    @Test func dcDateIsTheUpdateDateAndStandsInForThePublicationDate() throws {
        let item = try first("rss/item_dc_date_parsed.xml").item
        #expect(item.updated == (try Fixture.date("2003-12-31T10:14:55Z")))
        #expect(item.published == item.updated, "no pubDate: dc:date stands in")
    }

    @Test func anRSSSummaryNextToADescriptionKeepsBoth() throws {
        // Neither is lost: the first is the summary, the other the content (as feedparser reads them).
        let summaryFirst = try first("rss/item_summary_and_description.xml").item
        #expect(summaryFirst.summaryHTML == "Example summary")
        #expect(summaryFirst.contentHTML == "Example description")
        let descriptionFirst = try first("rss/item_description_and_summary.xml").item
        #expect(descriptionFirst.summaryHTML == "Example description")
        #expect(descriptionFirst.contentHTML == "Example summary")
    }

    @Test func fullitemIsTheContent() throws {
        #expect(try first("rss/item_fullitem.xml").item.contentHTML == "<p>Example content</p>")
    }

    @Test func aTagsElementListsCategoriesSeparatedByCommas() throws {
        #expect(try first("rss/item_madeup_tags_element.xml").item.categories.map(\.name) == ["tag one", "tag two", "category one"])
    }

    @Test func atom03TakesTheLastOfIssuedAndPublished() throws {
        let item = try first("atom/entry_published_parsed_date_overwriting.xml").item
        #expect(item.published == (try Fixture.date("2010-01-01T19:48:21Z")))
    }

    @Test func elementsInsideAnAtom03TextConstructAreMarkup() throws {
        #expect(try first("atom/entry_summary_naked_markup.xml").item.summaryHTML == "Example <b>Atom</b>")
        #expect(try first("atom/entry_content_mode_base64.xml").item.contentHTML == "Example &lt;b&gt;Atom&lt;/b&gt;",
                "text without elements is still text")
    }

    @Test func escapedHTMLInsideAnXHTMLDivIsTheHTML() throws {
        // Typepad wrapped type="html" content in Atom's XHTML div, its HTML escaped inside.
        #expect(try first("atom10/entry_content_div_escaped_markup.xml").item.contentHTML == "Example <b>Atom</b>")
    }

    @Test func dublinCoreDescriptionAndXHTMLBody() throws {
        #expect(try first("rss/item_dc_description.xml").item.summaryHTML == "Example description")
        #expect(try first("rss/item_xhtml_body.xml").item.contentHTML == "<p>Example content</p>")
    }

    @Test func whiteSpaceBeforeTheDeclarationIsNoReasonToRepair() throws {
        let (items, reader) = try Fixture.read("illformed/blank-lines-before-declaration-atom.xml")
        #expect(items.map(\.author) == ["Example author"])
        #expect(items.first?.line == 5)
        #expect(reader.warnings.map(\.description) == [
            "illformed/blank-lines-before-declaration-atom.xml:1: warning: repaired ill-formed XML: removed white space before the XML declaration",
        ])
    }

    @Test func whiteSpaceBeforeTheDeclarationKeepsTheDirectPass() throws {
        // The repair pass escapes markup inside RSS text elements; the direct pass keeps it.
        let (items, reader) = try Fixture.read("illformed/blank-lines-before-declaration-markup.xml")
        #expect(items.map(\.summaryHTML) == ["Salt <b>and</b> pepper"])
        #expect(reader.warnings.map(\.message) == ["repaired ill-formed XML: removed white space before the XML declaration"],
                "no \"unescaped '<' inside <description>\": the repair pass was not needed")
    }

    @Test func theRepairPassReadsAtomPeopleAndXHTMLTitles() throws {
        let (items, reader) = try Fixture.read("illformed/atom-ill-formed-people.xml")
        #expect(reader.channel.title == "Tom & Jerry", "a bare & sends the feed through the repair pass")
        #expect(reader.channel.author == "Feed Author")
        #expect(items.map(\.author) == ["Entry Author", "Feed Author"])
        #expect(items.map(\.title) == ["An XHTML title", "Second"])
    }

    @Test func inlineSVGAndMathMLAreNamedAsHTMLKnowsThem() throws {
        let svg = try first("namespace/atomxlink.xml").item
        #expect(svg.contentHTML == "<svg version=\"1.1\" baseProfile=\"full\" width=\"300px\" height=\"200px\">"
            + "<a xlink:href=\"http://example.com/\"><circle cx=\"150px\" cy=\"100px\" r=\"50px\" fill=\"#ff0000\" "
            + "stroke=\"#000000\" stroke-width=\"5px\"/></a></svg>", "not <svg:svg>, which HTML does not draw")
    }

    @Test func atomSourceCDFAndDraftNamespaces() throws {
        let source = try first("atom10/entry_source_title.xml").item
        #expect(source.source?.title == "Example Atom")
        let (cdfItem, cdf) = try first("cdf/item_href_map_link.xml")
        #expect(cdf.format == .cdf)
        #expect(cdfItem.link == "http://www.example.org/")
        #expect(try first("cdf/item_lastmod_parsed.xml").item.updated == (try Fixture.date("2004-04-07T04:05:43Z")))
        let channel = try Fixture.read("feedparser/wellformed/cdf/channel_lastmod_parsed.xml").reader.channel
        #expect(channel.lastBuildDate == (try Fixture.date("2004-04-07T04:05:43Z")))
        let pie = try Fixture.read("feedparser/wellformed/atom/atom_namespace_5.xml").reader
        #expect(pie.format == .atom03)
        #expect(pie.channel.title == "Example Atom")
        let lang = try Fixture.read("feedparser/wellformed/lang/feed_xml_lang_underscore.xml").reader
        #expect(lang.channel.language == "en-US")
    }
}
