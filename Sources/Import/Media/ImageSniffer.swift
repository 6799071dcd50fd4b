import Archive

/// The format of an image and its size in pixels, read from its first bytes: PNG, GIF, JPEG and
/// WebP headers are parsed here (a few fields each, no decoder); SVG is recognized and has no
/// size. Anything else is not an image, whatever its URL or Content-Type say.
public struct ImageSniffer: Sendable, Equatable {
    public var format: ImageFormat
    public var width: Int?
    public var height: Int?

    /// Reads `bytes` (the whole file, or at least its header: a JPEG's size may come after its
    /// metadata, so pass it all). Nil when they are none of the formats kept.
    public init?(_ bytes: [UInt8]) {
        let reader = ByteReader(bytes)
        if reader.matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], at: 0) {
            let header = reader.ascii(12, 4) == "IHDR"
            self.init(.png, header ? reader.uint32BE(16) : nil, header ? reader.uint32BE(20) : nil)
        } else if reader.ascii(0, 6) == "GIF87a" || reader.ascii(0, 6) == "GIF89a" {
            self.init(.gif, reader.uint16LE(6), reader.uint16LE(8))
        } else if reader.matches([0xFF, 0xD8, 0xFF], at: 0) {
            let size = Self.jpegSize(reader)
            self.init(.jpeg, size?.width, size?.height)
        } else if reader.ascii(0, 4) == "RIFF", reader.ascii(8, 4) == "WEBP" {
            let size = Self.webpSize(reader)
            self.init(.webp, size?.width, size?.height)
        } else if Self.isSVG(bytes) {
            self.init(.svg, nil, nil)
        } else {
            return nil
        }
    }

    private init(_ format: ImageFormat, _ width: Int?, _ height: Int?) {
        self.format = format
        // A zero or absurd size is a broken (or hostile) header: no size is better than a wrong one.
        if let width, let height, StoredImage.dimensions.contains(width), StoredImage.dimensions.contains(height) {
            self.width = width
            self.height = height
        }
    }

    /// The size in the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC), walking
    /// the segments from the start; nil when the data ends or the start of scan comes first.
    private static func jpegSize(_ reader: ByteReader) -> (width: Int, height: Int)? {
        var offset = 2
        while let byte = reader.uint8(offset), byte == 0xFF {
            var marker = offset + 1
            while reader.uint8(marker) == 0xFF { marker += 1 }  // fill bytes
            guard let code = reader.uint8(marker) else { return nil }
            if code == 0x01 || (0xD0...0xD7).contains(code) {
                offset = marker + 1
                continue
            }
            guard code != 0xD9, code != 0xDA, let length = reader.uint16BE(marker + 1), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(code), ![0xC4, 0xC8, 0xCC].contains(code) {
                guard let height = reader.uint16BE(marker + 4), let width = reader.uint16BE(marker + 6) else { return nil }
                return (width, height)
            }
            offset = marker + 1 + length
        }
        return nil
    }

    /// The size in the first chunk: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`).
    private static func webpSize(_ reader: ByteReader) -> (width: Int, height: Int)? {
        switch reader.ascii(12, 4) {
        case "VP8 ":
            guard reader.matches([0x9D, 0x01, 0x2A], at: 23), let width = reader.uint16LE(26), let height = reader.uint16LE(28)
            else { return nil }
            return (width & 0x3FFF, height & 0x3FFF)
        case "VP8L":
            guard reader.uint8(20) == 0x2F, let bits = reader.uint32LE(21) else { return nil }
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            guard let width = reader.uint24LE(24), let height = reader.uint24LE(27) else { return nil }
            return (width + 1, height + 1)
        default:
            return nil
        }
    }

    /// An XML document whose root is `<svg`: after an optional BOM, XML declaration, comments and
    /// doctype, within the first 4 KB.
    private static func isSVG(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        var rest = Substring(head)
        if rest.hasPrefix("\u{FEFF}") { rest = rest.dropFirst() }
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("<svg") { return rest.dropFirst(4).first.map { $0.isWhitespace || $0 == ">" } ?? false }
            let close: String
            if rest.hasPrefix("<?") { close = "?>" } else if rest.hasPrefix("<!--") { close = "-->" } else if rest.hasPrefix("<!") { close = ">" } else { return false }
            guard let end = rest.range(of: close) else { return false }
            rest = rest[end.upperBound...]
        }
    }
}

/// Fixed-width integers at byte offsets, nil past the end.
private struct ByteReader {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func uint8(_ offset: Int) -> Int? {
        offset >= 0 && offset < bytes.count ? Int(bytes[offset]) : nil
    }

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        offset + expected.count <= bytes.count && bytes[offset..<offset + expected.count].elementsEqual(expected)
    }

    func ascii(_ offset: Int, _ count: Int) -> String? {
        offset + count <= bytes.count ? String(decoding: bytes[offset..<offset + count], as: UTF8.self) : nil
    }

    private func value(_ offset: Int, _ count: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        let slice = bytes[offset..<offset + count]
        return (bigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
    }

    func uint16BE(_ offset: Int) -> Int? { value(offset, 2, bigEndian: true) }
    func uint32BE(_ offset: Int) -> Int? { value(offset, 4, bigEndian: true) }
    func uint16LE(_ offset: Int) -> Int? { value(offset, 2, bigEndian: false) }
    func uint24LE(_ offset: Int) -> Int? { value(offset, 3, bigEndian: false) }
    func uint32LE(_ offset: Int) -> Int? { value(offset, 4, bigEndian: false) }
}
