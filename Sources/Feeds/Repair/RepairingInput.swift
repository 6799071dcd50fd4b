import Foundation

/// A feed file as libxml2's input callbacks read it: in chunks, through `XMLRepairFilter`.
final class RepairingInput {
    static let chunkSize = 64 * 1024

    private let handle: FileHandle
    /// Nil for UTF-16 and UTF-32 input, which is passed through as it is.
    private var filter: XMLRepairFilter?
    private var output: [UInt8] = []
    private var offset = 0
    private var atEnd = false

    init?(path: String, log: WarningLog) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        self.handle = handle
        let first = [UInt8](handle.readData(ofLength: Self.chunkSize))
        if !Self.isWideEncoding(first) {
            let encoding = Self.declaredEncoding(first)
            filter = XMLRepairFilter(validatesUTF8: encoding == nil || encoding == "utf-8" || encoding == "utf8", log: log)
        }
        consume(first)
    }

    deinit {
        try? handle.close()
    }

    /// Copies up to `capacity` filtered bytes into `buffer`; 0 at the end of the file.
    func read(into buffer: UnsafeMutableRawPointer, capacity: Int) -> Int {
        while offset == output.count, !atEnd {
            consume([UInt8](handle.readData(ofLength: Self.chunkSize)))
        }
        let count = min(capacity, output.count - offset)
        UnsafeMutableRawBufferPointer(start: buffer, count: count).copyBytes(from: output[offset..<(offset + count)])
        offset += count
        return count
    }

    private func consume(_ chunk: [UInt8]) {
        output.removeAll(keepingCapacity: true)
        offset = 0
        atEnd = chunk.isEmpty
        if filter != nil {
            filter?.process(chunk[...], final: atEnd, into: &output)
        } else {
            output = chunk
        }
    }

    /// UTF-16 or UTF-32, by byte order mark or by the zero bytes around the first `<`.
    private static func isWideEncoding(_ start: [UInt8]) -> Bool {
        let marks: [[UInt8]] = [[0xFF, 0xFE], [0xFE, 0xFF], [0x00, 0x00], [0x3C, 0x00], [0x00, 0x3C]]
        return marks.contains { start.starts(with: $0) }
    }

    /// The lowercased `encoding` of the XML declaration, if there is one.
    static func declaredEncoding(_ start: [UInt8]) -> String? {
        let head = String(decoding: start.prefix(256), as: UTF8.self)
        guard head.drop(while: { $0 == "\u{FEFF}" || $0.isWhitespace }).hasPrefix("<?xml"),
              let end = head.range(of: "?>"),
              let key = head[..<end.lowerBound].range(of: "encoding") else { return nil }
        let rest = head[key.upperBound..<end.lowerBound].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote }).lowercased()
    }
}
