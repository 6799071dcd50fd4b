/// Feed text as a diagnostic quotes it: on one line (line breaks and other control characters
/// escaped, `\n`) and at most `maximumCharacters` long. A warning about a date that holds a whole
/// post stays one readable line. Every message that shows text from a feed goes through here.
public enum QuotedText {
    /// The most characters of the input a quote shows; longer input ends in `...`.
    public static let maximumCharacters = 80

    /// `text` in single quotes: `'first line\nsecond line'`, cut after `maximumCharacters`
    /// with `...`.
    public static func quote(_ text: some StringProtocol) -> String {
        "'" + escaped(text) + "'"
    }

    /// `text` on one line and cut like `quote(_:)`, without the quotes: for element names,
    /// shown as `<name>`.
    public static func escaped(_ text: some StringProtocol) -> String {
        var escaped = ""
        var shown = 0
        for character in text {
            guard shown < maximumCharacters else { return escaped + "..." }
            shown += 1
            switch character {
            case "\n", "\r\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                for scalar in character.unicodeScalars {
                    escaped += scalar.properties.generalCategory == .control
                        ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
                }
            }
        }
        return escaped
    }
}
