/// Feed text as a diagnostic quotes it: in single quotes, on one line (line breaks and other
/// control characters escaped, `\n`), and at most `maximumCharacters` long. A warning about a date
/// that holds a whole post stays one readable line.
public enum QuotedText {
    /// The most characters of the input a quote shows; longer input ends in `...`.
    public static let maximumCharacters = 80

    /// `text` quoted: `'first line\nsecond line'`, cut after `maximumCharacters` with `...`.
    public static func quote(_ text: some StringProtocol) -> String {
        var quoted = "'"
        var shown = 0
        for character in text {
            guard shown < maximumCharacters else {
                return quoted + "...'"
            }
            shown += 1
            quoted += escaped(character)
        }
        return quoted + "'"
    }

    private static func escaped(_ character: Character) -> String {
        switch character {
        case "\n", "\r\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            guard character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return String(character)
            }
            return character.unicodeScalars.map { scalar in
                scalar.properties.generalCategory == .control
                    ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
            }.joined()
        }
    }
}
