/// Repairs, on the way from the file to libxml2, the ill-formed XML real feeds carry.
///
/// libxml2's streaming reader stops at the first well-formedness error (even in recover mode), and
/// its recovery drops what it does not understand (`Salt & Pepper` becomes `Salt Pepper`). So the
/// common mistakes are fixed first, each reported with its line:
/// - a bare `&` becomes `&amp;`; an HTML entity (`&nbsp;`, undefined in XML) becomes its numeric
///   reference; an unknown `&name;` is kept as text;
/// - markup inside the text-only elements (`<title>`, `<description>`, `content:encoded`, ...) that
///   a feed forgot to escape is read as text, the way the feed meant it; an unclosed one ends at
///   its item's end;
/// - a `<` that starts no tag becomes `&lt;`; characters XML forbids (controls) are dropped;
/// - bytes that are not UTF-8 in a UTF-8 feed are read as windows-1252;
/// - anything before the first markup (blank lines before `<?xml`, a PHP warning) or after the
///   root element's end (a PHP warning, a tracking pixel) is ignored.
///
/// Works on the bytes of ASCII-compatible encodings (UTF-8, ISO-8859-*, windows-125*); the
/// reader does not filter UTF-16 or UTF-32 input. Input arrives in chunks: a construct split
/// across two is held back until the next one completes it.
struct XMLRepairFilter {
    enum Mode { case content, rawText, cdata, comment, processingInstruction, declaration, afterRoot }

    var mode = Mode.content
    /// The mode a CDATA section or comment returns to (content, or a text-only element).
    var modeAfterSection = Mode.content
    /// The qualified name of the text-only element being read, in `rawText` mode.
    var rawTextName: [UInt8] = []
    /// The root element's qualified name, once seen.
    var rootName: [UInt8]?
    /// `[` nesting inside a `<!DOCTYPE`; an internal subset may declare entities.
    var declarationDepth = 0
    var declaresEntities = false
    /// Nothing but a byte order mark passed yet: what comes before the first markup is dropped.
    var atDocumentStart = true
    /// Line breaks dropped with the text before the document: libxml2's line numbers are short
    /// by this many.
    private(set) var droppedLines = 0
    /// 1-based line of the next byte, for reports.
    var line = 1
    /// Check UTF-8 validity (the document is, or says it is, UTF-8).
    let validatesUTF8: Bool
    let log: WarningLog
    /// Bytes of an unfinished construct, waiting for the next chunk.
    private var pending: [UInt8] = []

    init(validatesUTF8: Bool, log: WarningLog) {
        self.validatesUTF8 = validatesUTF8
        self.log = log
    }

    /// Filters the next chunk of input into `output`; `final` marks the last one (then nothing is
    /// held back).
    mutating func process(_ input: ArraySlice<UInt8>, final: Bool, into output: inout [UInt8]) {
        let bytes = pending.isEmpty ? Array(input) : pending + input
        pending.removeAll()
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = RepairCursor(bytes: buffer, final: final)
            while cursor.index < buffer.count {
                let consumed: Int?
                switch mode {
                case .content where atDocumentStart: consumed = skipDocumentPrefix(&cursor, into: &output)
                case .content, .rawText: consumed = repairText(&cursor, into: &output)
                case .cdata: consumed = passThrough(&cursor, until: "]]>", into: &output)
                case .comment: consumed = passThrough(&cursor, until: "-->", into: &output)
                case .processingInstruction: consumed = passThrough(&cursor, until: "?>", into: &output)
                case .declaration: consumed = passDeclaration(&cursor, into: &output)
                case .afterRoot: consumed = skipAfterRoot(&cursor)
                }
                guard let consumed else {
                    pending = Array(buffer[cursor.index...])
                    return
                }
                for offset in cursor.index..<(cursor.index + consumed) where buffer[offset] == 0x0A { line += 1 }
                cursor.index += consumed
            }
        }
    }

    /// In content or a text-only element: one character, reference or tag. Returns how many
    /// input bytes it covered, or nil when the chunk ends before it does.
    private mutating func repairText(_ cursor: inout RepairCursor, into output: inout [UInt8]) -> Int? {
        let byte = cursor.bytes[cursor.index]
        switch byte {
        case UInt8(ascii: "<"): return repairMarkup(&cursor, into: &output)
        case UInt8(ascii: "&"): return repairReference(cursor, into: &output)
        case UInt8(ascii: "]"):
            // `]]>` may not appear in text; a feed means the characters.
            guard let closesSection = cursor.matches("]]>") else { return nil }
            if closesSection {
                output.append(contentsOf: "]]&gt;".utf8)
                return 3
            }
            output.append(byte)
            return 1
        default:
            let run = cursor.plainRun(stoppingAt: UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "]"))
            if run > 0 {
                output.append(contentsOf: cursor.bytes[cursor.index..<(cursor.index + run)])
                return run
            }
            return repairCharacter(cursor, into: &output)
        }
    }

    /// A character outside markup: dropped when XML forbids it, re-encoded when it is not UTF-8.
    mutating func repairCharacter(_ cursor: RepairCursor, into output: inout [UInt8]) -> Int? {
        let byte = cursor.bytes[cursor.index]
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
            log.repaired("control characters", line: line, "dropped control character 0x\(String(byte, radix: 16, uppercase: true))")
            return 1
        }
        if byte >= 0x80, validatesUTF8 {
            return repairUTF8(cursor, into: &output)
        }
        output.append(byte)
        return 1
    }

    /// Copies a CDATA section, comment or processing instruction through its terminator.
    private mutating func passThrough(_ cursor: inout RepairCursor, until terminator: StaticString, into output: inout [UInt8]) -> Int? {
        let terminator = UnsafeBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
        if cursor.bytes[cursor.index] == terminator[0] {
            guard let matches = cursor.matches(terminator) else { return nil }
            if matches {
                output.append(contentsOf: terminator)
                mode = mode == .processingInstruction ? .content : modeAfterSection
                return terminator.count
            }
            output.append(terminator[0])
            return 1
        }
        let run = cursor.plainRun(stoppingAt: terminator[0])
        if run > 0 {
            output.append(contentsOf: cursor.bytes[cursor.index..<(cursor.index + run)])
            return run
        }
        return repairCharacter(cursor, into: &output)
    }

    /// Copies a `<!DOCTYPE ...>` through its end, noting whether it declares entities.
    private mutating func passDeclaration(_ cursor: inout RepairCursor, into output: inout [UInt8]) -> Int? {
        let byte = cursor.bytes[cursor.index]
        switch byte {
        case UInt8(ascii: "["): declarationDepth += 1
        case UInt8(ascii: "]"): declarationDepth = max(0, declarationDepth - 1)
        case UInt8(ascii: ">") where declarationDepth == 0: mode = .content
        default:
            if declarationDepth > 0, byte == UInt8(ascii: "<"), cursor.matches("<!ENTITY") == true { declaresEntities = true }
        }
        output.append(byte)
        return 1
    }

    /// The start tags of a feed's root element.
    static let rootStarts: [StaticString] = ["<rss", "<rdf:RDF", "<feed"]
    /// Where a feed document can start: what comes before the first of these is dropped.
    static let documentStarts: [StaticString] = ["<?xml", "<!--", "<!DOCTYPE"] + rootStarts
    /// How far an XML declaration is looked for: it comes first, after junk at most.
    static let declarationWindow = 1024

    /// Before the document: a byte order mark is kept, and anything before the first
    /// `documentStarts` marker dropped (XML allows no white space before its declaration;
    /// servers print warnings before feeds). Without a marker in the chunk, nothing is dropped.
    private mutating func skipDocumentPrefix(_ cursor: inout RepairCursor, into output: inout [UInt8]) -> Int? {
        let bytes = cursor.bytes
        let start = cursor.index
        if cursor.matches("\u{FEFF}") == true {
            output.append(contentsOf: bytes[start..<(start + 3)])
            return 3
        }
        atDocumentStart = false
        let markup = (start..<bytes.count).lazy.filter { bytes[$0] == UInt8(ascii: "<") }
        let rootStart = markup.first { index in Self.rootStarts.contains { cursor.matches(at: index, $0) } }
        let declaration = markup.prefix { $0 < start + Self.declarationWindow && $0 < rootStart ?? bytes.count }
            .first { cursor.matches(at: $0, "<?xml") }
        let firstMarkup = markup.first { index in Self.documentStarts.contains { cursor.matches(at: index, $0) } }
        guard let documentStart = declaration ?? firstMarkup, documentStart > start else { return 0 }
        let skipped = bytes[start..<documentStart]
        if let junk = skipped.firstIndex(where: { !XMLBytes.isSpace($0) }) {
            let text = String(decoding: bytes[junk..<documentStart].prefix { $0 != 0x0A && $0 != 0x0D }.prefix(4 * QuotedText.maximumCharacters), as: UTF8.self)
            let junkLine = line + bytes[start..<junk].count(where: { $0 == 0x0A })
            log.repaired("text before the XML", line: junkLine, "ignored text before the XML: \(QuotedText.quote(text))")
        } else if cursor.matches(at: documentStart, "<?xml") {
            log.repaired("text before the XML", line: line, "removed white space before the XML declaration")
        } else {
            return 0
        }
        droppedLines = skipped.count(where: { $0 == 0x0A })
        return documentStart - start
    }

    /// After the root element's end tag: everything is ignored, with one warning if it is more
    /// than white space.
    private mutating func skipAfterRoot(_ cursor: inout RepairCursor) -> Int? {
        let rest = cursor.bytes[cursor.index...]
        if let junk = rest.firstIndex(where: { !XMLBytes.isSpace($0) }) {
            let junkLine = line + rest[..<junk].count(where: { $0 == 0x0A })
            log.repaired("trailing content", line: junkLine, "ignored content after the root element's end tag")
        }
        return rest.count
    }
}

/// A position in the bytes being filtered, with lookahead that knows whether more input may come.
struct RepairCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let final: Bool
    var index = 0

    /// Whether `text` starts here; nil when the chunk ends too early to tell.
    func matches(_ text: some Collection<UInt8>) -> Bool? {
        let available = bytes.count - index
        let prefix = bytes[index..<(index + min(available, text.count))]
        guard prefix.elementsEqual(text.prefix(prefix.count)) else { return false }
        if prefix.count == text.count { return true }
        return final ? false : nil
    }

    /// Whether `text` is at `position` (false when the chunk ends first).
    func matches(at position: Int, _ text: StaticString) -> Bool {
        RepairCursor(bytes: bytes, final: true, index: position).matches(text) == true
    }

    func matches(_ text: StaticString) -> Bool? {
        matches(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// How many bytes from here are printable ASCII, tab or newline, none of them `stop`s:
    /// characters that need no repair.
    func plainRun(stoppingAt stop: UInt8, _ stop2: UInt8 = 0, _ stop3: UInt8 = 0) -> Int {
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            guard byte < 0x80, byte >= 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D,
                  byte != stop, byte != stop2, byte != stop3 else { break }
            end += 1
        }
        return end - index
    }
}

/// Byte classes of XML syntax.
enum XMLBytes {
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// The value of a decimal (or, with `hex`, hexadecimal) digit.
    static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
