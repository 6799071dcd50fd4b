/// The no-break space highlighters write alone on an empty line so that it keeps its height:
/// GeSHi (and the WordPress plugins built on it: WP-Syntax, wp_codebox, codesnip, CodeColorer)
/// for every empty or blank line (`if ('' == trim($line)) $line = '&nbsp;'`), SyntaxHighlighter
/// for the empty lines it renders as `div.line`, Crayon and Urvanov for an empty `div.crayon-line`.
/// A reader sees an empty line.
enum EmptyLineFiller {
    /// `code` with every line that is exactly one no-break space made empty.
    static func removed(from code: String) -> String {
        // Bytes, not Characters: CRLF is one Character and would hide the line break. U+00A0 is
        // C2 A0 in UTF-8, and those two bytes are nothing else.
        guard code.utf8.contains(0xA0) else { return code }
        let bytes = Array(code.utf8)
        var kept: [UInt8] = []
        var lineStart = 0
        var changed = false
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            let line = bytes[lineStart..<index]
            let filler = line.count >= 2 && bytes[lineStart] == 0xC2 && bytes[lineStart + 1] == 0xA0
            if filler && line.count == 2 {
                changed = true
            } else if filler && line.count == 3 && line.last == 0x0D {
                changed = true
                kept.append(0x0D)
            } else {
                kept.append(contentsOf: line)
            }
            if index < bytes.count { kept.append(0x0A) }
            lineStart = index + 1
        }
        return changed ? String(decoding: kept, as: UTF8.self) : code
    }
}
