/// cmark pads some lines it writes with spaces: blank lines inside list items keep the item's
/// indentation, and an item whose first block is not a paragraph keeps its marker's padding.
/// Whitespace at the end of a line means nothing in CommonMark once hard breaks are written
/// with a backslash (``RenderingShape``), so it is removed.
enum TrailingWhitespace {
    static func removed(_ markdown: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(markdown.utf8.count)
        var trailing = 0
        for byte in markdown.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                trailing += 1
            case UInt8(ascii: "\n"):
                output.removeLast(trailing)
                trailing = 0
            default:
                trailing = 0
            }
            output.append(byte)
        }
        output.removeLast(trailing)
        return String(decoding: output, as: UTF8.self)
    }
}
