import Feeds
import Testing

/// FNV-1a keys imported items and fingerprints builds: its values must never change, whichever
/// path (a string's UTF-8 in place, an array, any other sequence) the bytes take.
@Suite("FNV-1a")
struct FNV1aTests {
    /// The published 64-bit FNV-1a of "foobar", then the separator mixed in as FNV-1a does.
    static let foobar: UInt64 = (0x8594_4171_f739_67e8 ^ 0xff) &* 0x0000_0100_0000_01b3

    @Test func everyPathGivesThePublishedValue() {
        var fromString = FNV1a()
        fromString.combine("foobar")
        var fromArray = FNV1a()
        fromArray.combine(Array("foobar".utf8))
        var fromSequence = FNV1a()
        fromSequence.combine("foobar".utf8.lazy.map { $0 })
        var fromSubstring = FNV1a()
        fromSubstring.combine(String("xfoobarx".dropFirst().dropLast()))
        #expect(fromString.value == Self.foobar)
        #expect(fromArray.value == Self.foobar)
        #expect(fromSequence.value == Self.foobar)
        #expect(fromSubstring.value == Self.foobar)
    }

    @Test func nonASCIIAndSeparators() {
        var string = FNV1a()
        string.combine("café 清单", separator: 0)
        string.combine("")
        var bytes = FNV1a()
        bytes.combine(Array("café 清单".utf8), separator: 0)
        bytes.combine([UInt8]())
        #expect(string.value == bytes.value)
        var other = FNV1a()
        other.combine("café 清单", separator: 1)
        other.combine("")
        #expect(other.value != string.value)
    }
}
