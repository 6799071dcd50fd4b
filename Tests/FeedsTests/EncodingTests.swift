import Feeds
import Testing

/// Feeds in the encodings blogs used, each decoding to the same text.
@Suite struct EncodingTests {
    static let title = "Café crème – “quoted” €5"

    @Test(arguments: [
        "iso-8859-1.xml", "windows-1252.xml", "windows-1252-declared-latin-1.xml",
        "utf-16le-bom.xml", "utf-16be-bom.xml", "utf-8-bom.xml",
        // Without a byte order mark, as the declaration says (issue 11).
        "utf-16be-declared-ucs-2.xml", "utf-16le-declared-utf-16.xml", "utf-32le-declared-utf-32le.xml",
        "ucs-4-declared-iso-10646-ucs-4.xml",
    ])
    func decodesToTheSameText(file: String) throws {
        let (items, reader) = try Fixture.read("encoding/" + file)
        #expect(reader.channel.title == Self.title)
        #expect(items.count == 1)
        #expect(items.first?.title == Self.title)
        #expect(items.first?.summaryHTML == "Ça va? Über naïve façade")
        #expect(items.first?.guid == "encoded-item")
        #expect(reader.warnings.isEmpty)
    }

    @Test func bytesThatAreNotUTF8AreReadAsWindows1252WithWarnings() throws {
        let (items, reader) = try Fixture.read("encoding/utf-8-with-windows-1252-bytes.xml")
        #expect(reader.channel.title == Self.title)
        #expect(items.first?.title == Self.title)
        let first = try #require(reader.warnings.first)
        #expect(first.line == 4)
        #expect(first.message == "repaired ill-formed XML: byte 0xE9 is not UTF-8; read as windows-1252 'é'")
        #expect(reader.warnings.count == 11, "ten listed, then one line saying more follow")
        #expect(reader.warnings.last?.message.hasPrefix("more bytes that are not UTF-8 follow") == true)
    }

    @Test func anEncodingLibxml2DoesNotKnowIsReadAsUTF8() throws {
        let (items, reader) = try Fixture.read("encoding/unsupported-encoding.xml")
        #expect(reader.channel.title == "Café unknown")
        #expect(items.first?.title == "naïve", "a byte that is not UTF-8 is read as windows-1252")
        #expect(reader.warnings.map(\.message) == [
            "repaired ill-formed XML: unsupported encoding 'x-bogus-charset' declared; read as UTF-8",
            "repaired ill-formed XML: byte 0xEF is not UTF-8; read as windows-1252 'ï'",
        ])
    }

    /// feedparser's own UTF-16 and UTF-32 test feeds (an empty `<rss>`), with or without a byte
    /// order mark, declared under any of their names.
    @Test(arguments: [
        "utf-16be.xml", "utf-16le.xml", "utf-32be.xml", "utf-32le.xml", "ucs-4.xml", "csucs4.xml",
        "csunicode.xml", "ucs-2.xml", "u16.xml", "utf_32.xml", "utf-32be-bom.xml", "utf-32le-bom.xml",
    ])
    func wideEncodingsAreRead(file: String) throws {
        let (items, reader) = try Fixture.read("encoding/feedparser/" + file)
        #expect(reader.format == .rss(version: nil))
        #expect(items.isEmpty)
        #expect(reader.warnings.isEmpty)
    }
}

/// Text a generator double-encoded (UTF-8 read as windows-1252, encoded again) is decoded back
/// when the whole text is such, and only then.
@Suite struct DoubleEncodedTextTests {
    @Test func wholeMojibakeIsDecodedBack() throws {
        let (items, _) = try Fixture.read("encoding/double-encoded-utf-8.xml")
        #expect(items[0].summaryHTML == "An easy way to validate that the object you’ve created can be converted to JSON data.")
        #expect(items[0].contentHTML == "<p>If you’ve got questions, I’m @nathanhjones.</p>")
    }

    @Test func latin1LookingOrMixedTextIsKept() throws {
        let (items, _) = try Fixture.read("encoding/double-encoded-utf-8.xml")
        #expect(items[1].title == "Café Crème, à la carte")
        #expect(items[1].summaryHTML?.contains("I’m @nathanhjones. Itâ€™s kept: one real ’") == true)
    }
}
