import CLibXML2

/// Decodes HTML character references: named (`&eacute;`, every HTML 4 name, plus `&apos;`),
/// decimal (`&#8217;`) and hexadecimal (`&#x2019;`). Unknown names stay as they were.
enum HTMLEntities {
    /// `text` with its character references decoded, once: `&amp;amp;` becomes `&amp;`.
    static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let (scalar, end) = reference(in: bytes, at: index) {
                output.append(contentsOf: String(Character(scalar)).utf8)
                index = end
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The character the reference starting at `start` (an `&`) stands for, and the index after it.
    private static func reference(in bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            return numericReference(in: bytes, at: index + 1)
        }
        while index < bytes.count, index - start <= 32, isAlphanumeric(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";"), index > start + 1,
              let scalar = namedCharacter(bytes[(start + 1)..<index]) else { return nil }
        return (scalar, index + 1)
    }

    private static func numericReference(in bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        var index = start
        let hex = index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "x")
        if hex { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.count, index - digitsStart < 8, let digit = XMLBytes.digitValue(bytes[index], hex: hex) {
            value = value * (hex ? 16 : 10) + digit
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        return (HTMLText.character(forCodePoint: value) ?? "\u{FFFD}", index)
    }

    private static func namedCharacter(_ name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        if name.elementsEqual("apos".utf8) { return "'" }
        let terminated = Array(name) + [0]
        guard let entity = htmlEntityLookup(terminated) else { return nil }
        return Unicode.Scalar(entity.pointee.value)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
