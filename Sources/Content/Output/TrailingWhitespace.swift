/// cmark pads some lines it writes with spaces: blank lines inside list items keep the item's
/// indentation, and an item whose first block is not a paragraph keeps its marker's padding.
/// Whitespace at the end of a line means nothing in CommonMark once hard breaks are written
/// with a backslash (``RenderingShape``), so it is removed, except inside fenced code blocks,
/// where it is code.
///
/// The markdown is read as UTF-8 bytes, in one pass (lines of Characters cost ten times as much
/// on long posts). Lines end at `\n` but not inside a `\r\n` pair, which is one Character.
enum TrailingWhitespace {
    static func removed(_ markdown: String) -> String {
        removed(markdown, moving: []).text
    }

    /// `markdown` without trailing whitespace, and where each of `offsets` (UTF-8 offsets, in
    /// order, none inside trailing whitespace) is in it.
    static func removed(_ markdown: String, moving offsets: [Int]) -> (text: String, offsets: [Int]) {
        var markdown = markdown
        let (text, moved) = markdown.withUTF8 { removed(in: $0, moving: offsets) }
        return (text ?? markdown, moved)
    }

    /// The text of `bytes` without trailing whitespace, nil when it has none (the offsets then
    /// stay where they are).
    private static func removed(in bytes: UnsafeBufferPointer<UInt8>, moving offsets: [Int]) -> (text: String?, offsets: [Int]) {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var moved: [Int] = []
        moved.reserveCapacity(offsets.count)
        var openFence: Fence?
        var trimmed = false
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, !(bytes[end] == newline && (end == start || bytes[end - 1] != carriageReturn)) {
                end += 1
            }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let fence = Self.fence(line)
            let lineStart = output.count
            let kept: Int
            if let open = openFence {
                kept = line.count
                if let fence, fence.mark == open.mark, fence.length >= open.length,
                   line[(fence.offset + fence.length)...].allSatisfy({ $0 == space || $0 == tab }) {
                    openFence = nil
                }
            } else {
                openFence = fence
                kept = Self.trimmedLength(line)
                if kept < line.count { trimmed = true }
            }
            output.append(contentsOf: line[..<kept])
            while moved.count < offsets.count, offsets[moved.count] <= end {
                moved.append(lineStart + min(max(0, offsets[moved.count] - start), kept))
            }
            if end < bytes.count { output.append(newline) }
            start = end + 1
        }
        return (trimmed ? String(decoding: output, as: UTF8.self) : nil, moved)
    }

    /// The length of `line` without its trailing spaces and tabs; one that follows a non-ASCII
    /// character may belong to it (a prepended mark), which Characters decide.
    private static func trimmedLength(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var kept = line.count
        while kept > 0, line[kept - 1] == space || line[kept - 1] == tab { kept -= 1 }
        guard kept > 0, kept < line.count, line[kept - 1] >= 0x80 else { return kept }
        var text = Substring(String(decoding: line, as: UTF8.self))
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text.utf8.count
    }

    /// A run of three or more backticks or tildes: its byte, length and offset in its line.
    private struct Fence {
        var mark: UInt8
        var length: Int
        var offset: Int
    }

    /// The fence opening `line` after its container prefix (indentation, `>` of block quotes,
    /// list markers), nil when it does not open a fence.
    private static func fence(_ line: UnsafeBufferPointer<UInt8>) -> Fence? {
        var offset = 0
        while offset < line.count, isPrefixByte(line[offset]) { offset += 1 }
        // Past ASCII, Characters decide: a prefix may hold numbers of other scripts, and a
        // combining mark joins the character before it.
        if offset < line.count, line[offset] >= 0x80 { return fence(characters: line) }
        guard offset < line.count, line[offset] == backtick || line[offset] == tilde else { return nil }
        let mark = line[offset]
        let length = line[offset...].prefix { $0 == mark }.count
        if offset + length < line.count, line[offset + length] >= 0x80 { return fence(characters: line) }
        return length >= 3 ? Fence(mark: mark, length: length, offset: offset) : nil
    }

    /// `fence(_:)` read as Characters: digits are any Unicode number.
    private static func fence(characters line: UnsafeBufferPointer<UInt8>) -> Fence? {
        let text = String(decoding: line, as: UTF8.self)
        let rest = text.drop { $0 == " " || $0 == ">" || $0 == "-" || $0 == "*" || $0 == "+" || $0.isNumber || $0 == "." || $0 == ")" }
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let offset = text.utf8.distance(from: text.startIndex, to: rest.startIndex)
        let length = rest.prefix { $0 == mark }.count
        return length >= 3 ? Fence(mark: mark == "`" ? backtick : tilde, length: length, offset: offset) : nil
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let backtick = UInt8(ascii: "`")
    private static let tilde = UInt8(ascii: "~")
    /// True for the bytes of a container prefix: indentation, block quote markers, list markers.
    private static func isPrefixByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: "."), UInt8(ascii: ")"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return false
        }
    }
}
