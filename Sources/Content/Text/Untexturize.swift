/// Undoes WordPress's `wptexturize` on code that reached the post outside `<pre>`/`<code>`
/// (shortcode listings, code pasted into paragraphs): smart punctuation back to what was typed.
enum Untexturize {
    static func reverted(_ code: String) -> String {
        var result = ""
        result.reserveCapacity(code.utf8.count)
        for character in code {
            switch character {
            case "\u{2018}", "\u{2019}", "\u{2032}": result += "'"
            case "\u{201C}", "\u{201D}", "\u{2033}": result += "\""
            case "\u{2013}": result += "--"
            case "\u{2014}": result += "---"
            case "\u{2026}": result += "..."
            case "\u{00D7}": result += "x"
            default: result.append(character)
            }
        }
        return result
    }
}
