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
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
