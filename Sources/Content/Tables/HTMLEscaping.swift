/// Escaping for the HTML the converter writes itself (tables).
enum HTMLEscaping {
    /// Text content: `&`, `<` and `>` escaped.
    static func text(_ string: String) -> String {
        escaped(string, quotes: false)
    }

    /// A double-quoted attribute value: `&`, `<`, `>` and `"` escaped.
    static func attribute(_ string: String) -> String {
        escaped(string, quotes: true)
    }

    private static func escaped(_ string: String, quotes: Bool) -> String {
        guard string.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else {
            return string
        }
        var result = ""
        result.reserveCapacity(string.utf8.count + 16)
        for character in string {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
