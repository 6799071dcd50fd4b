import Foundation

/// What comes before a feed's root element, read to decide whether libxml2's size and depth
/// limits can be lifted safely.
///
/// In libxml2 2.9 (Debian's), `XML_PARSE_HUGE` lifts the 10 MB limit on one text node,
/// attribute value or CDATA section and the 256-level depth limit, but it also switches off the
/// check against entity amplification ("billion laughs"): entity references in attribute values
/// are expanded even without `XML_PARSE_NOENT`. Only entities declared in the document's own
/// internal subset can amplify (no external DTD is ever loaded), so the limits are lifted only
/// for a document whose prolog has no internal subset at all.
enum DocumentProlog {
    /// How much of the file is read to find the root element. A prolog longer than this keeps
    /// libxml2's limits.
    static let window = 64 * 1024

    /// True when the file at `path` certainly has no internal subset (no `<!DOCTYPE x [...]>`)
    /// before its root element; false when it has one, may have one, or cannot be read. UTF-16
    /// and UTF-32 files are not looked into (false).
    static func hasNoInternalSubset(path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return hasNoInternalSubset([UInt8](handle.readData(ofLength: window)))
    }

    /// The scan of `hasNoInternalSubset(path:)` over the file's first bytes, by the grammar of an
    /// XML prolog: a byte order mark, white space, the XML declaration and processing
    /// instructions, comments, and a `<!DOCTYPE>` without `[`, up to the first start tag.
    /// Anything else before it (text, a cut-off prolog) answers false.
    static func hasNoInternalSubset(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            let rest = bytes[index...]
            if XMLBytes.isSpace(bytes[index]) {
                index += 1
            } else if rest.starts(with: "<?".utf8) || rest.starts(with: "<!--".utf8) {
                let terminator = rest.starts(with: "<?".utf8) ? Array("?>".utf8) : Array("-->".utf8)
                guard let end = rest.dropFirst(2).firstRange(of: terminator) else { return false }
                index = end.upperBound
            } else if rest.starts(with: "<!DOCTYPE".utf8) {
                guard let end = endOfDoctypeWithoutSubset(rest) else { return false }
                index = end
            } else {
                return rest.starts(with: "<".utf8) && rest.dropFirst().first.map(XMLBytes.isNameStart) == true
            }
        }
        return false
    }

    /// Where the `<!DOCTYPE ...>` that `declaration` starts with ends; nil when it opens an
    /// internal subset (`[`) or does not end in these bytes. Its quoted identifiers may hold
    /// `[` or `>`.
    private static func endOfDoctypeWithoutSubset(_ declaration: ArraySlice<UInt8>) -> Int? {
        var quote: UInt8?
        for index in declaration.indices {
            let byte = declaration[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                return nil
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
        }
        return nil
    }
}
