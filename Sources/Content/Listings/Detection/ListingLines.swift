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
        /// The first word: what precedes the first space, tab or `(`.
        let firstWord: Substring
        /// The word after ``firstWord``, up to the next space or tab (empty when none).
        let secondWord: Substring

        init(text: Substring, indent: Int) {
            self.text = text
            self.indent = indent
            code = Self.withoutStringContent(text)
            firstWord = text.prefix { $0 != " " && $0 != "\t" && $0 != "(" }
            secondWord = text.dropFirst(firstWord.count).drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" }
        }

        /// The words of the line, split at spaces and tabs.
        var words: [Substring] { text.split { $0 == " " || $0 == "\t" } }

        /// True for a comment line: `//`, `/*`, `*`, `-- `, or `#` before a space or another `#`
        /// (not `#include`, `#!`).
        var isComment: Bool {
            starts(with: "//", "/*", "* ", "*/", "-- ") || text == "*" || text == "#"
                || text.hasPrefix("#") && text.dropFirst().first.map { $0 == " " || $0 == "#" } == true
        }


        /// True when the line starts with one of `prefixes`.
        func starts(with prefixes: String...) -> Bool { prefixes.contains { text.utf8.starts(with: $0.utf8) } }

        /// True when the line, outside its string literals, holds one of `parts` (a byte search:
        /// `String.contains` costs most of the detector's time otherwise).
        func has(_ parts: String...) -> Bool {
            var code = code
            return code.withUTF8 { line in
                parts.contains { part in
                    var part = part
                    return part.withUTF8 { Self.bytes(line, contain: $0) }
                }
            }
        }

        private static func bytes(_ line: UnsafeBufferPointer<UInt8>, contain part: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let first = part.first else { return true }
            guard part.count <= line.count else { return false }
            for start in 0...(line.count - part.count) where line[start] == first {
                var matched = 1
                while matched < part.count, line[start + matched] == part[matched] { matched += 1 }
                if matched == part.count { return true }
            }
            return false
        }

        /// True when the line ends with one of `suffixes`.
        func ends(with suffixes: String...) -> Bool {
            suffixes.contains { text.utf8.count >= $0.utf8.count && text.utf8.suffix($0.utf8.count).elementsEqual($0.utf8) }
        }

        /// The line in lowercase, for keywords of case-insensitive languages (SQL).
        var lowercased: String { text.lowercased() }

        /// `text` with what stands between matching `"` or `'` removed (a backslash escapes);
        /// an unclosed quote runs to the end of the line.
        private static func withoutStringContent(_ text: Substring) -> String {
            guard text.utf8.contains(where: { $0 == doubleQuote || $0 == singleQuote }) else { return String(text) }
            var code: [UInt8] = [], quote: UInt8?, escaped = false
            code.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                if let open = quote {
                    if escaped { escaped = false } else if byte == backslash { escaped = true } else if byte == open {
                        quote = nil
                        code.append(byte)
                    }
                } else {
                    if byte == doubleQuote || byte == singleQuote { quote = byte }
                    code.append(byte)
                }
            }
            return String(decoding: code, as: UTF8.self)
        }

        private static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
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
