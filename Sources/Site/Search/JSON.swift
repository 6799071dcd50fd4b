/// JSON string literals for the search index's scripts, the JSON Feed and the front matter of
/// `export --format`.
enum JSON {
    /// `text` as a JSON string literal; also valid JavaScript (U+2028 and U+2029 escaped), a TOML
    /// basic string and a YAML double-quoted scalar (DEL and U+0085 escaped too: TOML forbids the
    /// one raw, YAML 1.1 reads the other as a line break).
    static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case "\u{0}"..."\u{1F}", "\u{7F}", "\u{85}":
                result += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
