/// One run of ``WordPressShortcodes/expand(_:)`` over a body: a single forward pass that copies
/// the text, jumps over what must not change (code, tags, comments) and replaces shortcodes and
/// auto-embedded URL lines. Every lookup ahead is an index search of ``ShortcodeSource``, or a
/// scan after which the pass continues beyond what it scanned.
struct ShortcodeExpansion {
    let source: ShortcodeSource
    let shortcodes: WordPressShortcodes
    private var output: [UInt8] = []
    /// When set, the pass keeps every shortcode it meets in ``written``.
    var recordsShortcodes = false
    /// Every shortcode the pass met, in order, when it records them: what the author wrote, for the audit.
    private(set) var written: [WrittenShortcode] = []
    /// Inside an `<a>`: a URL there is already a link's text.
    private var insideLink = false

    init(source: ShortcodeSource, shortcodes: WordPressShortcodes) {
        self.source = source
        self.shortcodes = shortcodes
    }

    private var bytes: [UInt8] { source.bytes }

    mutating func run() -> String {
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var copied = 0
        var index = 0
        if let line = urlLine(at: 0, terminator: nil) {
            write(line)
            copied = line.end
            index = line.end
        }
        var steps = 0
        defer { WorkMeter.record(steps) }
        while index < bytes.count {
            steps += 1
            let byte = bytes[index]
            guard byte == .lessThan || byte == .openBracket || byte == .newline else {
                index += 1
                continue
            }
            output.append(contentsOf: bytes[copied..<index])
            switch byte {
            case .lessThan: index = markup(at: index)
            case .openBracket: index = shortcode(at: index)
            default:
                output.append(byte)
                index += 1
                if let line = urlLine(at: index, terminator: nil) {
                    write(line)
                    index = line.end
                }
            }
            copied = index
        }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: Markup

    /// Copies the tag, comment or kept element at `start` (a `<`); returns where the pass goes on.
    private mutating func markup(at start: Int) -> Int {
        let slice = bytes[...]
        if slice.hasLowercase("<!--", at: start) {
            let end = slice.firstIndex(ofLowercase: "-->", from: start + 4).map { $0 + 3 } ?? bytes.count
            return copy(start..<end)
        }
        let closing = start + 1 < bytes.count && bytes[start + 1] == .slash
        let nameStart = closing ? start + 2 : start + 1
        var nameEnd = nameStart
        while nameEnd < bytes.count, bytes[nameEnd].isASCIILetter || (0x30...0x39).contains(bytes[nameEnd]) { nameEnd += 1 }
        WorkMeter.record(nameEnd - nameStart)
        guard nameEnd > nameStart, bytes[nameStart].isASCIILetter,
              let tagEnd = source.tagEnd(from: nameEnd, before: bytes.count) else {
            output.append(.lessThan)
            return start + 1
        }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
        if !closing, Self.keptElements.contains(name) {
            return copy(start..<elementEnd(named: name, after: tagEnd + 1))
        }
        let next = copy(start..<(tagEnd + 1))
        if name == "a" { insideLink = !closing }
        if name == "p", !closing, let line = urlLine(at: next, terminator: "</p") {
            write(line)
            return line.end
        }
        return next
    }

    /// Just past `</name…>` at or after `start`, or the end of the body: an element left open
    /// runs to the end, as in a browser.
    private func elementEnd(named name: String, after start: Int) -> Int {
        let slice = bytes[...]
        var index = start
        defer { WorkMeter.record(index - start) }
        while let candidate = slice[index...].firstIndex(of: .lessThan) {
            let nameStart = candidate + 2
            let nameEnd = nameStart + name.utf8.count
            if candidate + 1 < bytes.count, bytes[candidate + 1] == .slash, nameEnd <= bytes.count,
               String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased() == name,
               nameEnd == bytes.count || !bytes[nameEnd].isASCIILetter {
                return source.tagEnd(from: nameEnd, before: bytes.count).map { $0 + 1 } ?? bytes.count
            }
            index = candidate + 1
        }
        return bytes.count
    }

    /// Elements whose text is not prose: code, and what a browser does not show as text.
    private static let keptElements: Set<String> = ["pre", "code", "script", "style", "textarea", "xmp"]

    // MARK: Shortcodes

    /// The shortcode at `start` (a `[`) written out, or the `[` copied when there is none;
    /// returns where the pass goes on.
    private mutating func shortcode(at start: Int) -> Int {
        let escapedOpening = start + 1 < bytes.count && bytes[start + 1] == .openBracket
        let nameStart = escapedOpening ? start + 2 : start + 1
        let nameEnd = ShortcodeSource.nameEnd(in: bytes, from: nameStart)
        let name = Array(bytes[nameStart..<nameEnd])
        let isCode = WordPressShortcodes.codeNames.contains(name) && !escapedOpening
        guard isCode || WordPressShortcodes.expandedNames.contains(name),
              let bracket = source.closeBracket(from: nameEnd, before: bytes.count) else {
            if recordsShortcodes, !escapedOpening, nameEnd > nameStart, let bracket = source.closeBracket(from: nameEnd, before: bytes.count) {
                record(name, opening: start...bracket, content: nil)
            }
            output.append(.openBracket)
            return start + 1
        }
        let selfClosing = bracket > nameEnd && bytes[bracket - 1] == .slash
        let closing = selfClosing ? nil : source.closing(of: name, from: bracket + 1, before: bytes.count)
        let end = closing.map { $0 + name.count + 3 } ?? bracket + 1
        let escapedClosing = end < bytes.count && bytes[end] == .closeBracket
        if !(escapedOpening && escapedClosing) {
            record(name, opening: (escapedOpening ? start + 1 : start)...bracket, content: closing.map { (bracket + 1)..<$0 })
        }
        if isCode {
            // Kept as written, for the listing recognizers; without its closing tag it is no listing.
            return copy(start..<end)
        }
        if escapedOpening, escapedClosing {
            output.append(contentsOf: bytes[(start + 1)..<end])
            return end + 1
        }
        if escapedOpening { output.append(.openBracket) }
        let attributes = ShortcodeAttributes(String(decoding: bytes[nameEnd..<(selfClosing ? bracket - 1 : bracket)], as: UTF8.self))
        let content = closing.map { bytes[(bracket + 1)..<$0] }
        output.append(contentsOf: shortcodes.html(name: String(decoding: name, as: UTF8.self), attributes: attributes, content: content).utf8)
        if escapedClosing { output.append(.closeBracket) }
        return escapedClosing ? end + 1 : end
    }

    private mutating func record(_ name: [UInt8], opening: ClosedRange<Int>, content: Range<Int>?) {
        guard recordsShortcodes else { return }
        written.append(WrittenShortcode(
            name: String(decoding: name, as: UTF8.self), opening: String(decoding: bytes[opening], as: UTF8.self),
            content: content.map { String(decoding: bytes[$0], as: UTF8.self) }))
    }

    // MARK: Auto-embedded URLs

    /// A URL alone on the line starting at `start` (spaces around it allowed), or alone before
    /// `terminator` (`</p`), outside a link: WordPress's `autoembed`.
    private func urlLine(at start: Int, terminator: StaticString?) -> URLLine? {
        guard !insideLink else { return nil }
        let slice = bytes[...]
        var index = start
        defer { WorkMeter.record(index - start) }
        while index < bytes.count, terminator == nil ? bytes[index].isLineSpace : bytes[index].isSpace { index += 1 }
        let urlStart = index
        if slice.hasLowercase("https://", at: index) {
            index += 8
        } else if slice.hasLowercase("http://", at: index) {
            index += 7
        } else {
            return nil
        }
        let hostStart = index
        while index < bytes.count, !bytes[index].isSpace, bytes[index] != .lessThan, bytes[index] != .greaterThan,
              bytes[index] != UInt8(ascii: "\"") { index += 1 }
        guard index > hostStart else { return nil }
        let urlEnd = index
        while index < bytes.count, terminator == nil ? bytes[index].isLineSpace : bytes[index].isSpace { index += 1 }
        if let terminator {
            guard slice.hasLowercase(terminator, at: index) else { return nil }
        } else {
            guard index == bytes.count || bytes[index] == .newline else { return nil }
        }
        return URLLine(leading: start..<urlStart, url: urlStart..<urlEnd, trailing: urlEnd..<index)
    }

    private struct URLLine {
        let leading: Range<Int>
        let url: Range<Int>
        let trailing: Range<Int>
        var end: Int { trailing.upperBound }
    }

    private mutating func write(_ line: URLLine) {
        output.append(contentsOf: bytes[line.leading])
        let url = ResidualEntities.decoded(String(decoding: bytes[line.url], as: UTF8.self))
        output.append(contentsOf: WordPressMediaLink.link(url).utf8)
        output.append(contentsOf: bytes[line.trailing])
    }

    private mutating func copy(_ range: Range<Int>) -> Int {
        output.append(contentsOf: bytes[range])
        return range.upperBound
    }
}
