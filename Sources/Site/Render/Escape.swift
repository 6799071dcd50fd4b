/// Escaping for text put into HTML and XML by code rather than by a template.
enum Escape {
    /// `&`, `<`, `>`, `"` and `'` as entities; characters XML 1.0 forbids (most C0 controls,
    /// U+FFFE, U+FFFF) dropped, so the result is valid in HTML and in XML alike.
    static func markup(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` with the characters XML 1.0 forbids dropped, for HTML that goes into an XML feed.
    static func xmlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.filter { !isForbidden($0) })
        return String(result)
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
            || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
