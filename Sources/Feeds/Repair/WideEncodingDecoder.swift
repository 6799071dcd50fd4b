/// UTF-16 and UTF-32 (UCS-2, UCS-4) input decoded to UTF-8 before libxml2 reads it.
///
/// libxml2 tells these encodings from a feed's first bytes, BOM or not, but then switches to
/// whatever the XML declaration names, and gives up on a name it does not know (`ucs-2`,
/// `csUnicode`, `u16`) or a switch it cannot make (UTF-32 declared `utf-32le`: "switching
/// encoding: encoder error"). The first bytes say all there is to know, so the input is decoded
/// here and libxml2 (and the repair filter) read UTF-8. Ill-formed units become U+FFFD.
struct WideEncodingDecoder {
    private let unitSize: Int
    private let bigEndian: Bool
    /// Bytes of a unit cut by the end of a chunk.
    private var pending: [UInt8] = []
    /// A UTF-16 high surrogate waiting for its low half.
    private var highSurrogate: UInt32?
    private var atStart = true

    /// The decoder for the encoding `start` (the file's first bytes) shows: a byte order mark,
    /// or zero bytes around the first `<`. Nil for anything else (UTF-8 and 8-bit encodings).
    init?(start: [UInt8]) {
        let signatures: [([UInt8], Int, Bool)] = [
            ([0x00, 0x00, 0xFE, 0xFF], 4, true), ([0xFF, 0xFE, 0x00, 0x00], 4, false),
            ([0x00, 0x00, 0x00, 0x3C], 4, true), ([0x3C, 0x00, 0x00, 0x00], 4, false),
            ([0xFE, 0xFF], 2, true), ([0xFF, 0xFE], 2, false), ([0x00, 0x3C], 2, true), ([0x3C, 0x00], 2, false),
        ]
        guard let (_, size, bigEndian) = signatures.first(where: { start.starts(with: $0.0) }) else { return nil }
        unitSize = size
        self.bigEndian = bigEndian
    }

    /// `chunk` as UTF-8; `final` flushes a cut unit as U+FFFD.
    mutating func decode(_ chunk: [UInt8], final: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(chunk.count)
        let bytes = pending + chunk
        let whole = bytes.count - bytes.count % unitSize
        var index = 0
        while index < whole {
            var unit: UInt32 = 0
            for offset in 0..<unitSize {
                let byte = UInt32(bytes[index + (bigEndian ? offset : unitSize - 1 - offset)])
                unit = unit << 8 | byte
            }
            index += unitSize
            append(unit, to: &output)
        }
        pending = Array(bytes[whole...])
        if final, !pending.isEmpty || highSurrogate != nil {
            pending = []
            highSurrogate = nil
            append(scalar: 0xFFFD, to: &output)
        }
        return output
    }

    private mutating func append(_ unit: UInt32, to output: inout [UInt8]) {
        guard unitSize == 2 else { return append(scalar: unit, to: &output) }
        if let high = highSurrogate {
            highSurrogate = nil
            if (0xDC00...0xDFFF).contains(unit) {
                return append(scalar: 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), to: &output)
            }
            append(scalar: 0xFFFD, to: &output)
        }
        if (0xD800...0xDBFF).contains(unit) {
            highSurrogate = unit
        } else {
            append(scalar: unit, to: &output)
        }
    }

    /// Appends the UTF-8 of `value`, dropping a byte order mark at the start.
    private mutating func append(scalar value: UInt32, to output: inout [UInt8]) {
        defer { atStart = false }
        if atStart, value == 0xFEFF { return }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        output.append(contentsOf: String(scalar).utf8)
    }
}
