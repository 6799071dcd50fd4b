/// One thing to look for, as typed: a word, a prefix or a phrase, maybe limited to one column.
struct QueryTerm: Equatable, Sendable {
    /// The words, exactly as typed (without the quotes, the `*`, the `-` or the `column:`).
    var text: String
    /// `key*`: the last word is a prefix.
    var isPrefix = false
    /// `title:keychain`: only this column.
    var column: SearchColumn?

    /// Number of tokens the index tokenizer will see in `text`: runs of letters and digits,
    /// where a run of n Chinese, Japanese or Korean characters is n - 1 pairs (``CJKBigramTokenizer``).
    var wordCount: Int {
        var count = 0
        var inWord = false
        var cjkRun = 0
        for scalar in text.unicodeScalars {
            if CJKScript.contains(scalar) {
                cjkRun += 1
                // The first character starts a token; the second completes that pair; each later one adds a pair.
                if cjkRun != 2 { count += 1 }
                inWord = false
            } else {
                cjkRun = 0
                let isWordScalar = Self.isWordScalar(scalar)
                if isWordScalar && !inWord { count += 1 }
                inWord = isWordScalar
            }
        }
        return count
    }

    /// The term as an FTS5 string: every character quoted, so nothing typed is an operator.
    /// Each `"` scalar is doubled, also where a combining mark after it makes it part of a
    /// larger Character (FTS5 reads bytes, and `replacingOccurrences`, comparing Characters,
    /// left such a quote as the string's end).
    var matchExpression: String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            quoted.unicodeScalars.append(scalar)
            if scalar == "\"" { quoted.unicodeScalars.append(scalar) }
        }
        quoted.unicodeScalars.append("\"")
        let filtered = column.map { "\($0.rawValue) : \(quoted)" } ?? quoted
        return isPrefix ? filtered + " *" : filtered
    }

    /// What unicode61 keeps as part of a token: letters, digits and private-use characters.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .privateUse:
            true
        default:
            false
        }
    }
}
