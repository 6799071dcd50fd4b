/// Prose text as a browser lays it out: runs of whitespace (no-break spaces included) collapse to
/// one space. Entities were decoded once by the HTML parser, as a browser does: a body's
/// `&amp;rsquo;` is the text `&rsquo;` an author wrote about entities, and stays that.
///
/// Works on UTF-8 bytes: this runs on every text node of every post.
enum ProseText {
    /// `text` with every whitespace run as one ASCII space, U+00A0 included: in Markdown prose a
    /// no-break space is invisible noise, and a reader expects a plain space.
    static func collapsed(_ text: String) -> String {
        let utf8 = text.utf8
        guard needsCollapsing(utf8) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var pendingSpace = false
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if isASCIIWhitespace(byte) {
                pendingSpace = true
                index = next
                continue
            }
            if byte == 0xC2, next != utf8.endIndex, utf8[next] == 0xA0 {
                pendingSpace = true
                index = utf8.index(after: next)
                continue
            }
            if pendingSpace {
                bytes.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            bytes.append(byte)
            index = next
        }
        if pendingSpace { bytes.append(UInt8(ascii: " ")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when `text` has nothing but collapsible whitespace.
    static func isBlank(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            let isNoBreakSpace = previous == 0xC2 && byte == 0xA0
            if !isASCIIWhitespace(byte) && byte != 0xC2 && !isNoBreakSpace { return false }
            previous = byte
        }
        return previous != 0xC2
    }

    /// True unless every whitespace is already a lone ASCII space.
    private static func needsCollapsing(_ utf8: String.UTF8View) -> Bool {
        var previousWasSpace = false
        for byte in utf8 {
            if byte == UInt8(ascii: " ") {
                if previousWasSpace { return true }
                previousWasSpace = true
            } else if isASCIIWhitespace(byte) || byte == 0xC2 {
                return true
            } else {
                previousWasSpace = false
            }
        }
        return false
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
