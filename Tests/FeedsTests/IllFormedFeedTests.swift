import Feeds
import Testing

/// Broken feeds are read as far as they go, every repair reported with its line.
@Suite struct IllFormedFeedTests {
    @Test func bareAmpersandsAreKept() throws {
        let (items, reader) = try Fixture.read("illformed/unescaped-ampersand.xml")
        #expect(reader.channel.title == "Ampersands & Friends")
        #expect(items.map(\.title) == ["Salt & Pepper", "Second"])
        #expect(items.first?.link == "http://example.com/?a=1&b=2")
        #expect(reader.warnings.map(\.line) == [4, 7, 8])
        #expect(reader.warnings.allSatisfy { $0.message == "repaired ill-formed XML: unescaped '&' read as text" })
    }

    @Test func unescapedMarkupInTextElementsIsReadAsText() throws {
        let (items, reader) = try Fixture.read("illformed/unclosed-tags.xml")
        #expect(items.map(\.guid) == ["one", "two", "three"])
        #expect(items[0].title == "First bold")
        #expect(items[0].summaryHTML == "<p>para<br>")
        #expect(items[1].categories.map(\.name) == ["never closed"])
        #expect(reader.warnings.map(\.description) == [
            "illformed/unclosed-tags.xml:6: warning: repaired ill-formed XML: unescaped '<' inside <title> read as text",
            "illformed/unclosed-tags.xml:7: warning: repaired ill-formed XML: unescaped '<' inside <description> read as text",
            "illformed/unclosed-tags.xml:14: warning: repaired ill-formed XML: closed <category>, left open, before </item>",
        ])
    }

    @Test func contentAfterTheRootIsIgnored() throws {
        let (items, reader) = try Fixture.read("illformed/garbage-after-rss.xml")
        #expect(items.map(\.title) == ["Only"])
        #expect(reader.warnings.map(\.description) == [
            "illformed/garbage-after-rss.xml:8: warning: repaired ill-formed XML: ignored content after the root element's end tag",
        ])
    }

    @Test func htmlEntitiesBecomeTheirCharacters() throws {
        let (items, reader) = try Fixture.read("illformed/undefined-entities.xml")
        #expect(items.first?.title == "Café Crème ’n’ more")
        #expect(items.first?.summaryHTML == "<p>Bonjour\u{00A0}!</p>")
        #expect(reader.warnings.first?.message == "repaired ill-formed XML: HTML entity '&eacute;' is not XML; read as its character")
        #expect(reader.warnings.map(\.line) == [6, 6, 6, 6, 7])
    }

    @Test func anUppercaseHexReferenceIsReadAsItsCharacter() throws {
        let (items, reader) = try Fixture.read("illformed/uppercase-hex-reference.xml")
        #expect(items.first?.title == "a")
        #expect(items.first?.summaryHTML == "a")
        #expect(reader.warnings.map(\.description) == [
            "illformed/uppercase-hex-reference.xml:4: warning: repaired ill-formed XML: character reference '&#X61;' made well-formed",
        ])
    }

    @Test func controlCharactersAreDropped() throws {
        let (items, reader) = try Fixture.read("illformed/control-characters.xml")
        #expect(reader.channel.title == "Control characters")
        #expect(items.first?.title == "Bell and formfeed")
        #expect(reader.warnings.map(\.line) == [4, 6, 6])
    }

    @Test func aStrayNULIsDroppedNotTakenForBinary() throws {
        let (items, reader) = try Fixture.read("illformed/stray-nul.xml")
        #expect(reader.channel.title == "A stray NUL")
        #expect(items.map(\.title) == ["Kept"])
        #expect(reader.warnings.map(\.description) == [
            "illformed/stray-nul.xml:2: warning: repaired ill-formed XML: dropped control character 0x0",
        ])
    }

    @Test func entitiesAreNeverExpandedOrLoaded() throws {
        let (items, reader) = try Fixture.read("illformed/entity-attacks.xml")
        #expect(items.map(\.title) == ["File &secret; here", "Laughs"], "no file read, no entity expanded")
        #expect(reader.warnings.contains { $0.line == 19 && $0.message.hasSuffix("Detected an entity reference loop") })
    }

    @Test func truncatedFeedYieldsWhatItHas() throws {
        let (items, reader) = try Fixture.read("illformed/truncated.xml")
        #expect(items.map(\.guid) == ["a", "b"])
        #expect(items.last?.summaryHTML == "half a sent")
        #expect(reader.warnings.contains { $0.line == 7 && $0.message.hasPrefix("recovered from malformed XML:") })
    }

    @Test func libxml2MessagesQuotingTheInputStayOnOneLine() throws {
        let (items, reader) = try Fixture.read("illformed/unfinished-cdata.xml")
        #expect(items.first?.title == "Done")
        let cdata = try #require(reader.warnings.first { $0.message.contains("CData section not finished") })
        #expect(cdata.message == "recovered from malformed XML: CData section not finished <p>never closed, the download stopped he")
        #expect(reader.warnings.allSatisfy { !$0.description.contains("\n") })
    }

    @Test func errorsTheFilterCannotRepairFallBackToTheRecoveredDocument() throws {
        let (items, reader) = try Fixture.read("illformed/duplicate-attribute.xml")
        #expect(items.map(\.title) == (1...12).map { "Item \($0)" })
        #expect(items.map(\.line) == [5, 10, 15, 20, 25, 30, 36, 41, 46, 51, 56, 61])
        #expect(items[5].enclosures.map(\.url) == ["http://example.com/a.mp3"])
        #expect(reader.warnings.map(\.description) == [
            "illformed/duplicate-attribute.xml:34: warning: recovered from malformed XML: Attribute url redefined",
            "illformed/duplicate-attribute.xml:34: warning: libxml2 stops streaming at ill-formed XML; "
                + "reading the rest from its recovered document (in memory)",
        ])
    }

    @Test func blankLinesBeforeTheDeclarationAreRemoved() throws {
        let (items, reader) = try Fixture.read("illformed/blank-lines-before-declaration.xml")
        #expect(items.map(\.title) == ["Still read"])
        #expect(items.first?.line == 6, "lines count in the file as it is, blank lines included")
        #expect(reader.warnings.map(\.description) == [
            "illformed/blank-lines-before-declaration.xml:1: warning: repaired ill-formed XML: removed white space before the XML declaration",
        ])
    }

    @Test(arguments: [
        ("illformed/server-warning-before-xml.xml", 5, "Read anyway", "ignored text before the XML: '<br />'"),
        ("illformed/text-before-xml.xml", 3, "Read too",
         "ignored text before the XML: 'Warning: mysql_connect(): Too many connections in /var/www/feed.php on line 3'"),
    ])
    func serverOutputBeforeTheFeedIsIgnored(file: String, line: Int, title: String, warning: String) throws {
        let (items, reader) = try Fixture.read(file)
        #expect(items.map(\.title) == [title])
        #expect(items.first?.line == line)
        #expect(reader.warnings.map(\.message) == ["repaired ill-formed XML: " + warning])
        #expect(reader.warnings.first?.line == 1)
    }

    @Test func aFileCutInsideTheRootEndTagIsFinished() throws {
        let (items, reader) = try Fixture.read("illformed/unterminated-end-tag.xml")
        #expect(items.map(\.title) == ["Whole"])
        #expect(reader.warnings.map(\.description) == [
            "illformed/unterminated-end-tag.xml:4: warning: repaired ill-formed XML: added the '>' missing at the end of the file",
        ])
    }
}
