import Feeds
import Testing

/// Feeds in the encodings blogs used, each decoding to the same text.
@Suite struct EncodingTests {
    static let title = "Café crème – “quoted” €5"

    @Test(arguments: [
        "iso-8859-1.xml", "windows-1252.xml", "windows-1252-declared-latin-1.xml",
        "utf-16le-bom.xml", "utf-16be-bom.xml", "utf-8-bom.xml",
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
}
