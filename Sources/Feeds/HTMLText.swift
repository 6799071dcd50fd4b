import CLibXML2

/// Plain text from the HTML-ish strings feeds put in titles, authors and categories.
public enum HTMLText {
    /// The text a browser would show for `html`, on one line: tags stripped (block elements and
    /// `<br>` become spaces, `<script>`/`<style>` dropped), every HTML entity decoded once
    /// (`&amp;#8217;` in a feed's XML arrives here as `&#8217;` and comes out as `’`),
    /// whitespace collapsed to single spaces and trimmed. A `<` that starts no tag (`a < b`)
    /// is kept as text.
    public static func plainText(_ html: String) -> String {
        let text = containsTag(html) ? HTMLTextExtractor.text(ofHTML: html) : HTMLEntities.decode(html)
        return collapsingWhitespace(text)
    }

    /// True when `html` has a `<` followed by a letter, `/`, `!` or `?`: something a browser
    /// would read as markup.
    static func containsTag(_ html: String) -> Bool {
        var previousWasOpen = false
        for byte in html.utf8 {
            if previousWasOpen {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "?"):
                    return true
                default: break
                }
            }
            previousWasOpen = byte == UInt8(ascii: "<")
        }
        return false
    }

    /// The character a numeric character reference (`&#8217;`) to `codePoint` stands for in text:
    /// windows-1252 for C1 controls, as browsers read them; nil for NUL, surrogates, values out of
    /// range and the other control characters but tab and line breaks (`&#27;[2J` must not
    /// reach a terminal as an escape sequence).
    public static func character(forCodePoint codePoint: UInt32) -> Unicode.Scalar? {
        let mapped = Windows1252.character(forC1: codePoint) ?? codePoint
        let isControl = mapped < 0x20 && mapped != 0x09 && mapped != 0x0A && mapped != 0x0D
        guard !isControl, !(0x7F...0x9F).contains(mapped) else { return nil }
        return Unicode.Scalar(mapped)
    }

    /// `text` with each run of white space (including no-break spaces) made one space, and trimmed.
    public static func collapsingWhitespace(_ text: String) -> String {
        if isCollapsed(text) { return text }
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// True for ASCII text with no leading, trailing, doubled or non-space whitespace.
    private static func isCollapsed(_ text: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: " ")
        for byte in text.utf8 {
            if byte >= 0x80 || (byte < 0x20) || (byte == UInt8(ascii: " ") && previous == byte) { return false }
            previous = byte
        }
        return previous != UInt8(ascii: " ") || text.isEmpty
    }
}
