import CLibXML2
import Foundation

/// A feed file as libxml2's input callbacks read it: in chunks, through `XMLRepairFilter` when
/// repairing, and through `InputGuard`.
final class RepairingInput {
    static let chunkSize = 64 * 1024

    private let handle: FileHandle
    /// For UTF-16 and UTF-32 input, which is read as UTF-8.
    private var decoder: WideEncodingDecoder?
    /// Nil when not repairing.
    private var filter: XMLRepairFilter?
    /// Nil for multi-byte encodings other than UTF-8.
    private var inputGuard: InputGuard?
    private var filtered: [UInt8] = []
    private var output: [UInt8] = []
    private var offset = 0
    private var atEnd = false

    /// Line breaks dropped with white space before the XML declaration.
    private var trimmedLines = 0
    /// Line breaks dropped before the document, here or by the filter (see
    /// `XMLRepairFilter.droppedLines`).
    var droppedLines: Int { trimmedLines + (filter?.droppedLines ?? 0) }
    /// Lines of the file where an attribute value was cut at `FeedLimits.attributeBytes`.
    var cutAttributeLines: [Int] { inputGuard?.cutAttributeLines.map { $0 + droppedLines } ?? [] }

    /// Opens `path`; `repairing` sends it through `XMLRepairFilter`, whose findings go to `log`.
    init?(path: String, repairing: Bool, log: WarningLog) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        self.handle = handle
        var first = [UInt8](handle.readData(ofLength: Self.chunkSize))
        atEnd = first.isEmpty
        decoder = WideEncodingDecoder(start: first)
        if decoder != nil {
            first = decoder?.decode(first, final: atEnd) ?? first
            if let declared = Self.declaredEncoding(first) { first.replaceSubrange(declared.range, with: "UTF-8".utf8) }
        }
        trimWhiteSpaceBeforeDeclaration(&first, log: log)
        var encoding = Self.declaredEncoding(first)
        if InputGuard.guards(encoding: encoding?.name) { inputGuard = InputGuard() }
        if repairing, let declared = encoding, !Self.isSupported(declared.name) {
            // libxml2 gives up on an encoding it does not know: read the feed as UTF-8.
            log.repaired("encodings", line: 1, "unsupported encoding \(QuotedText.quote(declared.name)) declared; read as UTF-8")
            first.replaceSubrange(declared.range, with: "UTF-8".utf8)
            encoding = nil
        }
        let name = encoding?.name.lowercased()
        if repairing {
            filter = XMLRepairFilter(validatesUTF8: name == nil || name == "utf-8" || name == "utf8", log: log)
        }
        consume(first)
    }

    deinit {
        try? handle.close()
    }

    /// Copies up to `capacity` filtered bytes into `buffer`; 0 at the end of the file.
    func read(into buffer: UnsafeMutableRawPointer, capacity: Int) -> Int {
        while offset == output.count, !atEnd {
            let chunk = [UInt8](handle.readData(ofLength: Self.chunkSize))
            atEnd = chunk.isEmpty
            consume(decoder?.decode(chunk, final: atEnd) ?? chunk)
        }
        let count = min(capacity, output.count - offset)
        UnsafeMutableRawBufferPointer(start: buffer, count: count).copyBytes(from: output[offset..<(offset + count)])
        offset += count
        return count
    }

    private func consume(_ chunk: [UInt8]) {
        output.removeAll(keepingCapacity: true)
        offset = 0
        var bytes = chunk
        if filter != nil {
            filtered.removeAll(keepingCapacity: true)
            filter?.process(chunk[...], final: atEnd, into: &filtered)
            bytes = filtered
        }
        if inputGuard != nil {
            inputGuard?.process(bytes, into: &output)
        } else {
            output = bytes
        }
    }

    private static func isSupported(_ encoding: String) -> Bool {
        guard let handler = xmlFindCharEncodingHandler(encoding) else { return false }
        xmlCharEncCloseFunc(handler)
        return true
    }

    /// Drops white space before an XML declaration, which XML does not allow but which is no
    /// reason to read the feed in a repairing pass: libxml2 would stop at the declaration.
    private func trimWhiteSpaceBeforeDeclaration(_ first: inout [UInt8], log: WarningLog) {
        guard let start = first.firstIndex(where: { !XMLBytes.isSpace($0) }), start > 0,
              first[start...].starts(with: "<?xml".utf8) else { return }
        trimmedLines = first[..<start].count(where: { $0 == 0x0A })
        first.removeSubrange(..<start)
        log.repaired("text before the XML", line: 1, "removed white space before the XML declaration")
    }

    /// The `encoding` of the XML declaration, if there is one, and where its value is.
    static func declaredEncoding(_ start: [UInt8]) -> (name: String, range: Range<Int>)? {
        let head = start.prefix(256)
        guard let open = head.firstIndex(of: UInt8(ascii: "<")), head[open...].starts(with: "<?xml".utf8),
              let close = head[open...].firstIndex(of: UInt8(ascii: ">")),
              let key = head[open..<close].firstRange(of: "encoding".utf8) else { return nil }
        var index = key.upperBound
        while index < close, head[index] == UInt8(ascii: "=") || XMLBytes.isSpace(head[index]) { index += 1 }
        guard index < close, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'"),
              let end = head[(index + 1)..<close].firstIndex(of: head[index]) else { return nil }
        return (String(decoding: head[(index + 1)..<end], as: UTF8.self), (index + 1)..<end)
    }
}
