import Feeds
import Testing

/// References to control characters (`&amp;#27;`) never put a control character in a text field:
/// titles reach terminals, and ESC would start an escape sequence there.
@Suite struct ControlCharacterTests {
    static func hasControl(_ text: String?) -> Bool {
        (text ?? "").unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    @Test func noControlCharacterReachesTextFields() throws {
        let (items, reader) = try Fixture.read("entities/control-references.xml")
        let escape = try #require(items.first { $0.guid == "escape" })
        #expect(escape.title == "Clear \u{FFFD}[2J screen \u{FFFD}[31m red \u{203A}31m csi")
        for text in [reader.channel.title, escape.title, escape.author, escape.categories.first?.name] {
            #expect(!Self.hasControl(text), "\(text ?? "nil")")
        }
    }

    @Test func tabsAndWindows1252ReferencesStillReadAsBrowsersDo() throws {
        let (items, _) = try Fixture.read("entities/control-references.xml")
        let kept = try #require(items.first { $0.guid == "kept" })
        #expect(kept.title == "Tab and \u{2019}quotes\u{2019} \u{2013} dash")
    }
}
