import Foundation

/// Looks at a file before libxml2 does, to turn the inputs that are plainly not feeds (missing,
/// a directory, empty, JSON, an image) into one-line errors rather than a cascade of XML errors.
public enum FeedSniffer {
    /// How many leading bytes are examined.
    private static let sampleSize = 512

    /// Throws when `path` cannot be read or plainly holds no XML; `file` names it in errors.
    public static func check(path: String, file: String) throws(FeedError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(file: file, reason: "no such file")
        }
        if isDirectory.boolValue { throw .unreadable(file: file, reason: "is a directory") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(file: file, reason: String(cString: strerror(errno)).lowercased()) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var sample = [UInt8](handle.readData(ofLength: sampleSize))
        // Skip leading white space, however long, to tell an empty feed from one that starts late.
        while !sample.isEmpty, sample.allSatisfy(isSpace) {
            sample = [UInt8](handle.readData(ofLength: sampleSize))
        }
        if sample.isEmpty { throw .empty(file: file) }
        if let reason = notXMLReason(sample) { throw .notAFeed(file: file, reason: reason) }
    }

    /// Why `sample` (the first bytes after any white space) cannot start an XML document, if so.
    static func notXMLReason(_ sample: [UInt8]) -> String? {
        if startsWithHTMLDoctype(sample) { return "starts with <!doctype html>: an HTML page" }
        if startsWithUnicodeMarker(sample) { return nil }
        for (signature, kind) in binarySignatures where sample.starts(with: signature) {
            return "looks like binary data (\(kind))"
        }
        // A stray control byte is the repair filter's business; many mean this is no text.
        if sample.count(where: isControl) > sample.count / 10 {
            return "looks like binary data"
        }
        guard let first = sample.first(where: { !isSpace($0) }) else { return nil }
        switch first {
        case UInt8(ascii: "<"): return nil
        case UInt8(ascii: "{"), UInt8(ascii: "["): return "looks like JSON"
        default:
            if containsXMLStart(sample) { return nil }
            let start = String(decoding: sample.prefix(40), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let line = start.prefix(while: { $0 != "\n" && $0 != "\r" })
            return "starts with text, not XML: \(QuotedText.quote(line))"
        }
    }

    /// Whether an XML declaration or an RSS root appears in `sample`, after text the repair
    /// filter will skip (a server's warning printed before the feed).
    private static func containsXMLStart(_ sample: [UInt8]) -> Bool {
        let text = String(decoding: sample, as: UTF8.self)
        return XMLRepairFilter.documentStarts.contains { text.contains($0.description) }
    }

    /// `<!doctype html`, after a UTF-8 byte order mark and white space, in any case but XML's
    /// `<!DOCTYPE`: HTML5 pages write it in lowercase, which XML does not allow, so libxml2 would
    /// call the page malformed XML. (Written as XML wants it, libxml2 reads on to the `<html>` root.)
    private static func startsWithHTMLDoctype(_ sample: [UInt8]) -> Bool {
        let text = (sample.starts(with: [0xEF, 0xBB, 0xBF]) ? sample.dropFirst(3) : sample[...]).drop(while: isSpace)
        guard let next = text.dropFirst(14).first, isSpace(next) || next == UInt8(ascii: ">"),
              !text.starts(with: "<!DOCTYPE".utf8) else { return false }
        return text.prefix(14).map { $0 | 0x20 }.elementsEqual("<!doctype html".utf8)
    }

    /// A byte order mark, or UTF-16/32 without one (`<` with zero bytes beside it): the reader
    /// decodes it (see `WideEncodingDecoder`).
    private static func startsWithUnicodeMarker(_ sample: [UInt8]) -> Bool {
        let markers: [[UInt8]] = [
            [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF], [0x3C, 0x00], [0x00, 0x3C], [0x00, 0x00, 0xFE, 0xFF],
            [0x00, 0x00, 0x00, 0x3C],
        ]
        return markers.contains { sample.starts(with: $0) }
    }

    private static let binarySignatures: [([UInt8], String)] = [
        ([0x89, 0x50, 0x4E, 0x47], "a PNG image"), ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        (Array("GIF8".utf8), "a GIF image"), (Array("%PDF".utf8), "a PDF document"),
        ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"), ([0x1F, 0x8B], "gzip-compressed data"),
    ]

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && !isSpace(byte)
    }
}
