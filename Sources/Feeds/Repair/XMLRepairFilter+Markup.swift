/// Tags and markup declarations, in content and in text-only elements.
extension XMLRepairFilter {
    /// Local names of the elements RSS defines as text (HTML in them must be escaped): markup found
    /// in them is read as text. Matched on the local part whatever the prefix (`dc:creator`).
    static let textElements: Set<[UInt8]> = Set([
        "title", "link", "description", "guid", "pubDate", "category", "author", "comments", "language",
        "generator", "lastBuildDate", "managingEditor", "webMaster", "copyright", "docs", "ttl",
        "encoded", "creator", "commentRss", "date", "subject", "summary",
    ].map { Array($0.utf8) })

    /// Elements whose tags end an unclosed text element: `</item>` after `<title>Oops`.
    static let structuralElements: Set<[UInt8]> = Set(["item", "channel", "rss", "rdf:RDF", "entry", "feed"].map { Array($0.utf8) })

    private enum TagScan { case complete(end: Int), incomplete, invalid }

    /// At a `<`: a tag, comment, CDATA section or declaration copied through, or a `<` that
    /// starts none of them (or sits in a text element) escaped.
    mutating func repairMarkup(_ cursor: inout RepairCursor, into output: inout [UInt8]) -> Int? {
        let bytes = cursor.bytes
        let start = cursor.index
        guard start + 1 < bytes.count else { return cursor.final ? escapeLessThan(into: &output) : nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "!"):
            guard let cdata = cursor.matches("<![CDATA["), let comment = cursor.matches("<!--") else { return nil }
            if cdata || comment {
                modeAfterSection = mode
                mode = cdata ? .cdata : .comment
                output.append(contentsOf: bytes[start..<(start + (cdata ? 9 : 4))])
                return cdata ? 9 : 4
            }
            guard mode == .content, rootName == nil else { return escapeLessThan(into: &output) }
            mode = .declaration
            output.append(contentsOf: "<!".utf8)
            return 2
        case UInt8(ascii: "?") where mode == .content:
            mode = .processingInstruction
            output.append(contentsOf: "<?".utf8)
            return 2
        case UInt8(ascii: "/"):
            return repairEndTag(cursor, into: &output)
        case let next where XMLBytes.isNameStart(next):
            return repairStartTag(cursor, into: &output)
        default:
            return escapeLessThan(into: &output)
        }
    }

    private mutating func repairStartTag(_ cursor: RepairCursor, into output: inout [UInt8]) -> Int? {
        let bytes = cursor.bytes
        let start = cursor.index
        let nameEnd = bytes[(start + 1)...].firstIndex { !XMLBytes.isNameCharacter($0) } ?? bytes.count
        let name = Array(bytes[(start + 1)..<nameEnd])
        let end: Int
        switch scanTag(cursor) {
        case .incomplete: return nil
        case .invalid: return escapeLessThan(into: &output)
        case let .complete(tagEnd): end = tagEnd
        }
        if mode == .rawText {
            if name == Array("item".utf8) || name == Array("entry".utf8) {
                return closeRawText(before: "<\(String(decoding: name, as: UTF8.self))>", into: &output)
            }
            return escapeLessThan(into: &output)
        }
        if rootName == nil { rootName = name }
        copyTag(bytes[start...end], into: &output)
        if bytes[end - 1] != UInt8(ascii: "/"), isTextElement(name, tag: bytes[start...end]) {
            mode = .rawText
            rawTextName = name
        }
        return end - start + 1
    }

    /// Whether markup in the element `tag` opens is read as text: an RSS text element, but not
    /// an Atom person (`<author><name>`) nor an Atom `type="xhtml"` text construct.
    private func isTextElement(_ name: [UInt8], tag: some Collection<UInt8>) -> Bool {
        let local = Self.localPart(of: name)
        guard Self.textElements.contains(local) else { return false }
        guard let rootName, Self.localPart(of: rootName) == Array("feed".utf8) else { return true }
        let attributes = Array(tag)
        return local != Array("author".utf8)
            && attributes.firstRange(of: "type=\"xhtml\"".utf8) == nil && attributes.firstRange(of: "type='xhtml'".utf8) == nil
    }

    private mutating func repairEndTag(_ cursor: RepairCursor, into output: inout [UInt8]) -> Int? {
        let bytes = cursor.bytes
        let start = cursor.index
        var index = start + 2
        while index < bytes.count, XMLBytes.isNameCharacter(bytes[index]) { index += 1 }
        let name = Array(bytes[(start + 2)..<index])
        while index < bytes.count, XMLBytes.isSpace(bytes[index]) { index += 1 }
        if index == bytes.count, cursor.final, !name.isEmpty {
            // The file ends inside the end tag (`</rss` of a cut download): finish it.
            log.repaired("unterminated end tags", line: line, "added the '>' missing at the end of the file")
            output.append(contentsOf: bytes[start..<index])
            output.append(UInt8(ascii: ">"))
            mode = name == rootName ? .afterRoot : .content
            return index - start
        }
        guard index < bytes.count else { return cursor.final ? escapeLessThan(into: &output) : nil }
        guard bytes[index] == UInt8(ascii: ">"), !name.isEmpty else { return escapeLessThan(into: &output) }
        if mode == .rawText, name != rawTextName {
            guard Self.structuralElements.contains(name) else { return escapeLessThan(into: &output) }
            return closeRawText(before: "</\(String(decoding: name, as: UTF8.self))>", into: &output)
        }
        output.append(contentsOf: bytes[start...index])
        mode = name == rootName ? .afterRoot : .content
        return index - start + 1
    }

    /// Ends an unclosed text element before the tag that shows it was never closed.
    private mutating func closeRawText(before tag: String, into output: inout [UInt8]) -> Int {
        let name = String(decoding: rawTextName, as: UTF8.self)
        log.repaired("unclosed elements", line: line, "closed <\(QuotedText.escaped(name))>, left open, before \(QuotedText.escaped(tag))")
        output.append(contentsOf: "</\(name)>".utf8)
        mode = .content
        return 0
    }

    private mutating func escapeLessThan(into output: inout [UInt8]) -> Int {
        let place = mode == .rawText ? "inside <\(QuotedText.escaped(String(decoding: rawTextName, as: UTF8.self)))>" : "in text"
        log.repaired("unescaped '<'", line: line, "unescaped '<' \(place) read as text")
        output.append(contentsOf: "&lt;".utf8)
        return 1
    }

    /// Where the start tag at the cursor ends (its `>`, outside quoted attribute values).
    private func scanTag(_ cursor: RepairCursor) -> TagScan {
        var quote: UInt8?
        var index = cursor.index + 1
        while index < cursor.bytes.count, index - cursor.index < 16_384 {
            let byte = cursor.bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return .complete(end: index)
            } else if byte == UInt8(ascii: "<") {
                return .invalid
            }
            index += 1
        }
        return cursor.final || index - cursor.index >= 16_384 ? .invalid : .incomplete
    }

    /// Copies a start tag, repairing `&` and `<` inside its quoted attribute values.
    private mutating func copyTag(_ tag: Slice<UnsafeBufferPointer<UInt8>>, into output: inout [UInt8]) {
        var quote: UInt8?
        var index = tag.startIndex
        while index < tag.endIndex {
            let byte = tag[index]
            if let open = quote, byte != open {
                if byte == UInt8(ascii: "&") {
                    index += repairReference(RepairCursor(bytes: tag.base, final: true, index: index), into: &output) ?? 1
                    continue
                }
                if byte == UInt8(ascii: "<") {
                    output.append(contentsOf: "&lt;".utf8)
                    index += 1
                    continue
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = quote == nil ? byte : nil
            }
            output.append(byte)
            index += 1
        }
    }

    static func localPart(of name: [UInt8]) -> [UInt8] {
        guard let colon = name.lastIndex(of: UInt8(ascii: ":")) else { return name }
        return Array(name[(colon + 1)...])
    }
}
