/// What GeSHi (and the WordPress plugins built on it: WP-Syntax, wp_codebox, codesnip,
/// CodeColorer) adds to the code it highlights.
enum GeSHiText {
    /// `code` with GeSHi's filler for empty lines removed: GeSHi writes `&nbsp;` alone on every
    /// line that is empty or blank (`if ('' == trim($line)) $line = '&nbsp;'`) so that it keeps
    /// its height, and a reader sees an empty line.
    static func withoutEmptyLineFillers(_ code: String) -> String {
        guard code.contains("\u{A0}") else { return code }
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
