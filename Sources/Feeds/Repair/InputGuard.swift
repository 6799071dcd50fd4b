/// The last stage between a feed file and libxml2, which keeps its streaming parser away from
/// what libxml2 2.9 takes quadratic time over:
///
/// - Long CDATA sections are cut into sections of about `sectionLength` bytes
///   (`...]]><![CDATA[...`: the same text, since CDATA is read as text and adjacent sections are
///   joined). The push parser `xmlTextReader` runs takes a section 300 bytes per 512-byte chunk
///   and searches all it holds for the section's end each time: 12 MB of CDATA took 45 s.
/// - An attribute value over `FeedLimits.attributeBytes` is cut there, and its line listed in
///   `cutAttributeLines`, so the reader refuses the item that holds it. Past 10,000,000 bytes in
///   one start tag, the push parser rescans the tag for every chunk (5 s at 10.5 MB, 145 s at
///   20 MB).
///
/// Markup is followed well enough to tell text, start tags, comments, processing instructions,
/// declarations and CDATA apart. A CDATA cut in the wrong place is an XML error (never a silent
/// change), which sends the feed to the next `ReadingPass`. A cut never falls inside a UTF-8
/// sequence or a `]]>`, so the guard is for UTF-8 and one-byte encodings only (`guards(encoding:)`).
struct InputGuard {
    /// Bytes of section content after which a CDATA section is cut.
    static let sectionLength = 4096

    private enum State: Equatable {
        case text, markupStart, bang, tag, value(quote: UInt8), cdata, comment, instruction, declaration
    }

    private static let cut = Array("]]><![CDATA[".utf8)
    private var state = State.text
    /// After `<!`, the bytes seen so far, to tell a comment or CDATA from a declaration.
    private var bang: [UInt8] = []
    /// Of a terminator (`]]>`, `-->`, `?>`), how many bytes just passed.
    private var closerMatched = 0
    private var sectionBytes = 0
    private var valueBytes = 0
    private var line = 1
    /// Lines (of the guarded bytes) where an attribute value was cut.
    private(set) var cutAttributeLines: [Int] = []

    /// Whether a document in `encoding` (nil when it declares none) can be guarded.
    static func guards(encoding: String?) -> Bool {
        guard let name = encoding?.lowercased() else { return true }
        return ["utf-8", "utf8", "us-ascii", "ascii"].contains(name) || name.hasPrefix("iso-8859-")
            || name.hasPrefix("windows-125") || name.hasPrefix("latin")
    }

    /// Copies `chunk` to `output`, guarded; state carries over to the next chunk.
    mutating func process(_ chunk: [UInt8], into output: inout [UInt8]) {
        chunk.withUnsafeBufferPointer { bytes in
            var copied = 0
            var index = 0
            while index < bytes.count {
                defer { index += 1 }
                // Text, and CDATA short of a cut with no `]` pending, change only at a `<`, a `]`
                // or the cut: passed over at once, their lines counted.
                if state == .text || (state == .cdata && closerMatched == 0) {
                    let text = state == .text
                    let stop = text ? UInt8(ascii: "<") : UInt8(ascii: "]")
                    let end = text ? bytes.count : min(bytes.count, index + max(0, Self.sectionLength - sectionBytes))
                    let start = index
                    while index < end, bytes[index] != stop {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    }
                    if !text { sectionBytes += index - start }
                    guard index < bytes.count else { break }
                }
                let byte = bytes[index]
                if byte == 0x0A { line += 1 }
                switch state {
                case .text:
                    if byte == UInt8(ascii: "<") { state = .markupStart }
                case .markupStart:
                    switch byte {
                    case UInt8(ascii: "?"): state = .instruction
                    case UInt8(ascii: "!"): (state, bang) = (.bang, [])
                    case UInt8(ascii: "/"): state = .tag
                    default: state = XMLBytes.isNameStart(byte) ? .tag : .text
                    }
                    closerMatched = 0
                case .bang:
                    bang.append(byte)
                    if bang.elementsEqual("--".utf8) {
                        state = .comment
                    } else if bang.elementsEqual("[CDATA[".utf8) {
                        (state, sectionBytes) = (.cdata, 0)
                    } else if !"--".utf8.starts(with: bang), !"[CDATA[".utf8.starts(with: bang) {
                        state = byte == UInt8(ascii: ">") ? .text : .declaration
                    }
                case .tag:
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        (state, valueBytes) = (.value(quote: byte), 0)
                    } else if byte == UInt8(ascii: ">") {
                        state = .text
                    }
                case let .value(quote):
                    if byte == quote {
                        state = .tag
                    } else {
                        valueBytes += 1
                        if valueBytes > FeedLimits.attributeBytes {
                            if valueBytes == FeedLimits.attributeBytes + 1 {
                                output.append(contentsOf: bytes[copied..<index])
                                cutAttributeLines.append(line)
                            }
                            copied = index + 1
                        }
                    }
                case .cdata:
                    if sectionBytes >= Self.sectionLength, closerMatched == 0, byte & 0xC0 != 0x80 {
                        output.append(contentsOf: bytes[copied..<index])
                        output.append(contentsOf: Self.cut)
                        (copied, sectionBytes) = (index, 0)
                    }
                    sectionBytes += 1
                    follow(byte, closer: UInt8(ascii: "]"), count: 2)
                case .comment:
                    follow(byte, closer: UInt8(ascii: "-"), count: 2)
                case .instruction:
                    follow(byte, closer: UInt8(ascii: "?"), count: 1)
                case .declaration:
                    if byte == UInt8(ascii: ">") { state = .text }
                }
            }
            output.append(contentsOf: bytes[copied...])
        }
    }

    /// Follows a terminator made of `count` times `closer` and a `>` (`]]>`, `-->`, `?>`).
    private mutating func follow(_ byte: UInt8, closer: UInt8, count: Int) {
        if byte == closer {
            closerMatched = min(closerMatched + 1, count)
        } else {
            if byte == UInt8(ascii: ">"), closerMatched == count { state = .text }
            closerMatched = 0
        }
    }
}
