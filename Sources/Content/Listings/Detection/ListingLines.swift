/// A listing's text as ``LanguageDetector`` reads it: its non-blank lines, each trimmed, with its
/// indentation and first word. Lines inside a multi-line string (`"""`, `'''`, a template
/// literal's backticks) are left out: they are text, whatever they look like (SQL in Python).
struct ListingLines {
    /// One non-blank line of the listing.
    struct Line {
        /// The line without its leading and trailing whitespace.
        let text: Substring
        /// ``text`` with the content of its string literals left out (`print("a => b")` is
        /// `print("")`): what ``has(_:)`` searches, so that words inside strings are not signs.
        let code: String
        /// Leading spaces and tabs, a tab counting as one.
        let indent: Int

        init(text: Substring, indent: Int) {
            self.text = text
            self.indent = indent
            code = Self.withoutStringContent(text)
        }

        /// The first word: what precedes the first space, tab or `(`.
        var firstWord: Substring { text.prefix { $0 != " " && $0 != "\t" && $0 != "(" } }

        /// The words of the line, split at spaces and tabs.
        var words: [Substring] { text.split { $0 == " " || $0 == "\t" } }

        /// True for a comment line: `//`, `/*`, `*`, `-- `, or `#` before a space or another `#`
        /// (not `#include`, `#!`).
        var isComment: Bool {
            starts(with: "//", "/*", "* ", "*/", "-- ") || text == "*" || text == "#"
                || text.hasPrefix("#") && text.dropFirst().first.map { $0 == " " || $0 == "#" } == true
        }

        /// The word after ``firstWord``, up to the next space or tab (empty when none).
        var secondWord: Substring {
            text.dropFirst(firstWord.count).drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" }
        }

        /// True when the line starts with one of `prefixes`.
        func starts(with prefixes: String...) -> Bool { prefixes.contains { text.hasPrefix($0) } }

        /// True when the line, outside its string literals, holds one of `parts`.
        func has(_ parts: String...) -> Bool { parts.contains { code.contains($0) } }

        /// True when the line ends with one of `suffixes`.
        func ends(with suffixes: String...) -> Bool { suffixes.contains { text.hasSuffix($0) } }

        /// The line in lowercase, for keywords of case-insensitive languages (SQL).
        var lowercased: String { text.lowercased() }

        /// `text` with what stands between matching `"` or `'` removed (a backslash escapes);
        /// an unclosed quote runs to the end of the line.
        private static func withoutStringContent(_ text: Substring) -> String {
            var code = "", quote: Character?, escaped = false
            for character in text {
                if let open = quote {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open {
                        quote = nil
                        code.append(character)
                    }
                } else {
                    if character == "\"" || character == "'" { quote = character }
                    code.append(character)
                }
            }
            return code
        }
    }

    /// The whole text, trimmed.
    let text: Substring
    /// Non-blank lines, in order.
    let lines: [Line]

    init(_ code: String) {
        text = code.trimming(where: \.isWhitespace)
        var lines: [Line] = [], inString = false
        for raw in code.split(separator: "\n", omittingEmptySubsequences: true) {
            let text = raw.trimming(where: \.isWhitespace)
            let wasInString = inString
            if Self.tripleQuotes(in: text) % 2 == 1 { inString.toggle() }
            guard !text.isEmpty, !wasInString else { continue }
            lines.append(Line(text: text, indent: raw.prefix { $0 == " " || $0 == "\t" }.count))
        }
        self.lines = lines
    }

    /// Number of `"""`, `'''` and backticks in `text`.
    private static func tripleQuotes(in text: Substring) -> Int {
        text.components(separatedBy: "\"\"\"").count + text.components(separatedBy: "\'\'\'").count - 2
            + text.reduce(0) { $0 + ($1 == "`" ? 1 : 0) }
    }

    /// Number of lines for which `test` holds.
    func count(where test: (Line) -> Bool) -> Int { lines.reduce(0) { $0 + (test($1) ? 1 : 0) } }
}

extension Character {
    /// True for ASCII letters, digits and `_`: a character of an identifier in most languages.
    var isIdentifier: Bool { isASCII && (isLetter || isNumber || self == "_") }
}
