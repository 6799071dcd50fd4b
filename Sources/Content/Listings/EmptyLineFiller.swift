/// The no-break space highlighters write alone on an empty line so that it keeps its height:
/// GeSHi (and the WordPress plugins built on it: WP-Syntax, wp_codebox, codesnip, CodeColorer)
/// for every empty or blank line (`if ('' == trim($line)) $line = '&nbsp;'`), SyntaxHighlighter
/// for the empty lines it renders as `div.line`, Crayon and Urvanov for an empty `div.crayon-line`.
/// A reader sees an empty line.
enum EmptyLineFiller {
    /// `code` with every line that is exactly one no-break space made empty.
    static func removed(from code: String) -> String {
        guard code.unicodeScalars.contains("\u{A0}") else { return code }
        // Scalars, not Characters: CRLF is one Character and would hide the line break.
        return code.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                switch String(line) {
                case "\u{A0}": ""
                case "\u{A0}\r": "\r"
                default: String(line)
                }
            }
            .joined(separator: "\n")
    }
}
