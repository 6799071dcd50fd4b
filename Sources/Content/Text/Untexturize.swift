/// Undoes WordPress's `wptexturize` on code that reached the post outside `<pre>`/`<code>`
/// (shortcode listings, code pasted into paragraphs): smart punctuation back to what was typed.
///
/// wptexturize turns `--` into an en dash, `---` into an em dash, and the spaced ` - ` and ` -- `
/// into spaced en and em dashes; the surrounding spaces tell which was typed.
enum Untexturize {
    static func reverted(_ code: String) -> String {
        var result = ""
        result.reserveCapacity(code.utf8.count)
        var previous: Character?
        var iterator = code.makeIterator()
        var current = iterator.next()
        while let character = current {
            let next = iterator.next()
            let spaced = previous == " " && next == " "
            switch character {
            case "\u{2018}", "\u{2019}", "\u{2032}": result += "'"
            case "\u{201C}", "\u{201D}", "\u{2033}": result += "\""
            case "\u{2013}": result += spaced ? "-" : "--"
            case "\u{2014}": result += spaced ? "--" : "---"
            case "\u{2026}": result += "..."
            case "\u{00D7}": result += "x"
            default: result.append(character)
            }
            previous = character
            current = next
        }
        return result
    }
}
