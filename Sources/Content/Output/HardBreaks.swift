/// cmark writes a hard line break as two trailing spaces, invisible and easily lost. Every other
/// line the converter renders is free of trailing whitespace (text is trimmed around breaks,
/// code lines are trimmed, table blocks are written without), so a line ending in two spaces
/// is a hard break: it is rewritten with CommonMark's visible form, a backslash. Lines holding
/// only the indentation of a list item become empty.
enum HardBreaks {
    static func visible(_ markdown: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(markdown.utf8.count)
        var lineStart = output.count
        var trailingSpaces = 0
        for byte in markdown.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                trailingSpaces += 1
                output.append(byte)
            case UInt8(ascii: "\n"):
                let contentEnd = output.count - trailingSpaces
                let hasContent = contentEnd > lineStart
                output.removeLast(trailingSpaces)
                if hasContent && trailingSpaces >= 2 { output.append(UInt8(ascii: "\\")) }
                output.append(byte)
                lineStart = output.count
                trailingSpaces = 0
            default:
                trailingSpaces = 0
                output.append(byte)
            }
        }
        output.removeLast(trailingSpaces)
        return String(decoding: output, as: UTF8.self)
    }
}
