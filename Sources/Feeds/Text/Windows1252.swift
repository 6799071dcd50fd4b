import Foundation

/// Feeds declared ISO-8859-1 are very often windows-1252 (curly quotes and dashes in 0x80-0x9F),
/// and numeric references like `&#146;` carry the same mistake. Browsers read them as
/// windows-1252; so does the reader.
enum Windows1252 {
    /// The windows-1252 characters for 0x80-0x9F; 0 where windows-1252 leaves the byte undefined.
    private static let c1: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    /// The character windows-1252 puts at C1 control `scalar` (U+0080-U+009F), else nil.
    static func character(forC1 scalar: UInt32) -> UInt32? {
        guard (0x80...0x9F).contains(scalar), case let mapped = c1[Int(scalar - 0x80)], mapped != 0 else {
            return nil
        }
        return mapped
    }

    /// The windows-1252 byte for `scalar`: ASCII and Latin-1 as themselves, the characters
    /// windows-1252 puts at 0x80-0x9F at their byte (and the C1 controls it leaves undefined as
    /// themselves); nil for any other character.
    static func byte(for scalar: UInt32) -> UInt8? {
        if scalar < 0x80 || (0xA0...0xFF).contains(scalar) { return UInt8(scalar) }
        if let index = c1.firstIndex(of: scalar) { return 0x80 + UInt8(index) }
        return (0x80...0x9F).contains(scalar) && c1[Int(scalar - 0x80)] == 0 ? UInt8(scalar) : nil
    }

    /// Replaces the C1 controls U+0080-U+009F (UTF-8 `C2 80`-`C2 9F`) in `utf8` in place.
    static func repairC1Controls(_ utf8: inout [UInt8]) {
        guard let first = firstC1(in: utf8) else { return }
        var output = Array(utf8[..<first])
        output.reserveCapacity(utf8.count + 8)
        var index = first
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0xC2, index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]),
               let mapped = character(forC1: UInt32(utf8[index + 1])).flatMap(Unicode.Scalar.init) {
                output.append(contentsOf: String(Character(mapped)).utf8)
                index += 2
            } else {
                output.append(byte)
                index += 1
            }
        }
        utf8 = output
    }

    private static func firstC1(in utf8: [UInt8]) -> Int? {
        utf8.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return nil }
            var index = 0
            while index + 1 < bytes.count, let found = memchr(base + index, 0xC2, bytes.count - index - 1) {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[offset + 1] & 0xE0 == 0x80 { return offset }
                index = offset + 1
            }
            return nil
        }
    }
}
