/// JSON string literals for the search index's scripts, the JSON Feed and the front matter of
/// `export --format`.
public enum JSON {
    /// `text` as a JSON string literal; also valid JavaScript (U+2028 and U+2029 escaped), a TOML
    /// basic string and a YAML double-quoted scalar. Every C0 and C1 control, DEL, the byte order
    /// mark and the noncharacters U+FFFE and U+FFFF are written `\uXXXX`: TOML forbids controls
    /// raw, YAML 1.1 reads U+0085 as a line break, and Psych (Jekyll's parser) rejects the whole
    /// front matter over a raw C1 control, U+FFFE or U+FFFF.
    public static func string(_ text: String) -> String {
        // Most text needs no escape: one pass over its bytes tells, and it is copied whole. A
        // byte that may start an escaped scalar (a control, a quote, a backslash, the lead byte
        // of U+0080...U+009F, U+2028, U+2029 or U+FEFF...U+FFFF) takes the scalar by scalar path.
        let mayNeedEscape = text.utf8.contains { byte in
            switch byte {
            case 0..<0x20, 0x22, 0x5C, 0x7F, 0xC2, 0xE2, 0xEF: true
            default: false
            }
        }
        if !mayNeedEscape {
            return "\"" + text + "\""
        }
        var text = text
        return text.withUTF8(escaped)
    }

    /// The literal of valid UTF-8 `bytes` that need an escape: a byte at a time, copied but for
    /// what is escaped (the search index escapes every post's prose, which holds line breaks).
    private static func escaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result: [UInt8] = [UInt8(ascii: "\"")]
        result.reserveCapacity(bytes.count + bytes.count / 8 + 2)
        func escape(_ letter: Character) {
            result += [UInt8(ascii: "\\"), letter.asciiValue ?? 0]
        }
        func escape(scalar value: UInt32) {
            let hex = Array(String(value, radix: 16).utf8)
            result += Array(#"\u"#.utf8) + Array(repeating: UInt8(ascii: "0"), count: 4 - hex.count) + hex
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // The bytes after a lead byte, or 0 past the end (never a continuation byte).
            let second = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch byte {
            case 0x22: escape("\"")
            case 0x5C: escape("\\")
            case 0x0A: escape("n")
            case 0x0D: escape("r")
            case 0x09: escape("t")
            case 0..<0x20, 0x7F: escape(scalar: UInt32(byte))
            case 0xC2 where (0x80...0x9F).contains(second):
                // U+0080...U+009F, the C1 controls.
                escape(scalar: UInt32(second))
                index += 1
            case 0xE2 where second == 0x80 && (third == 0xA8 || third == 0xA9):
                // U+2028 and U+2029.
                escape(scalar: 0x2000 | UInt32(third & 0x3F))
                index += 2
            case 0xEF where (second == 0xBB && third == 0xBF) || (second == 0xBF && (third == 0xBE || third == 0xBF)):
                // U+FEFF, U+FFFE and U+FFFF.
                escape(scalar: 0xF000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F))
                index += 2
            default: result.append(byte)
            }
            index += 1
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }
}
