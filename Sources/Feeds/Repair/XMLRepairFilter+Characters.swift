import CLibXML2

/// Entity and character references, and bytes that are not UTF-8.
extension XMLRepairFilter {
    private static let predefinedEntities: Set<[UInt8]> = Set(["amp", "lt", "gt", "quot", "apos"].map { Array($0.utf8) })

    /// At a `&`: a well-formed reference copied, anything else made well-formed. Returns how many
    /// input bytes were covered, or nil when the chunk ends before the reference does.
    mutating func repairReference(_ cursor: RepairCursor, into output: inout [UInt8]) -> Int? {
        let bytes = cursor.bytes
        let start = cursor.index
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            return repairCharacterReference(cursor, into: &output)
        }
        while index < bytes.count, index - start <= 32, XMLBytes.isNameCharacter(bytes[index]) { index += 1 }
        if index >= bytes.count, !cursor.final { return nil }
        guard index > start + 1, index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            log.repaired("unescaped '&'", line: line, "unescaped '&' read as text")
            output.append(contentsOf: "&amp;".utf8)
            return 1
        }
        let name = Array(bytes[(start + 1)..<index])
        let length = index - start + 1
        if Self.predefinedEntities.contains(name) || declaresEntities {
            output.append(contentsOf: bytes[start..<(start + length)])
        } else if let scalar = Self.htmlEntity(name) {
            output.append(contentsOf: "&#\(scalar);".utf8)
            log.repaired("HTML entities", line: line, "HTML entity '&\(String(decoding: name, as: UTF8.self));' is not XML; read as its character")
        } else {
            output.append(contentsOf: "&amp;".utf8)
            output.append(contentsOf: bytes[(start + 1)..<(start + length)])
            log.repaired("unknown entities", line: line, "unknown entity '&\(String(decoding: name, as: UTF8.self));' kept as text")
        }
        return length
    }

    /// `&#...;`: kept when it names a character XML allows, else made U+FFFD; a missing `;` added,
    /// an uppercase `X` (`&#X41;`, which HTML allows and XML does not) made lowercase.
    private mutating func repairCharacterReference(_ cursor: RepairCursor, into output: inout [UInt8]) -> Int? {
        let bytes = cursor.bytes
        let start = cursor.index
        var index = start + 2
        let hex = index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "x")
        let uppercaseX = hex && bytes[index] == UInt8(ascii: "X")
        if hex { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.count, index - digitsStart < 8, let digit = XMLBytes.digitValue(bytes[index], hex: hex) {
            value = value &* (hex ? 16 : 10) &+ digit
            index += 1
        }
        if index >= bytes.count, !cursor.final { return nil }
        guard index > digitsStart else {
            log.repaired("unescaped '&'", line: line, "unescaped '&' read as text")
            output.append(contentsOf: "&amp;".utf8)
            return 1
        }
        let terminated = index < bytes.count && bytes[index] == UInt8(ascii: ";")
        let length = index - start + (terminated ? 1 : 0)
        if terminated, Self.isXMLCharacter(value), !uppercaseX {
            output.append(contentsOf: bytes[start..<(start + length)])
        } else {
            let replacement = Self.isXMLCharacter(value) ? value : 0xFFFD
            output.append(contentsOf: "&#\(replacement);".utf8)
            let text = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            log.repaired("character references", line: line, "character reference \(QuotedText.quote(text)) made well-formed")
        }
        return length
    }

    /// A byte of 0x80 or more in a UTF-8 document: a valid sequence copied, else the byte read
    /// as windows-1252 (what a feed that says UTF-8 and is not almost always is).
    mutating func repairUTF8(_ cursor: RepairCursor, into output: inout [UInt8]) -> Int? {
        let bytes = cursor.bytes
        let start = cursor.index
        let lead = bytes[start]
        let (length, second): (Int, ClosedRange<UInt8>) = switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: (1, 0x80...0xBF)
        }
        if length > 1 {
            if start + length > bytes.count, !cursor.final { return nil }
            if start + length <= bytes.count, second.contains(bytes[start + 1]),
               bytes[(start + 2)..<(start + length)].allSatisfy({ (0x80...0xBF).contains($0) }) {
                output.append(contentsOf: bytes[start..<(start + length)])
                return length
            }
        }
        let scalar = Unicode.Scalar(Windows1252.character(forC1: UInt32(lead)) ?? UInt32(lead)) ?? "\u{FFFD}"
        output.append(contentsOf: String(Character(scalar)).utf8)
        let hexByte = String(lead, radix: 16, uppercase: true)
        log.repaired("bytes that are not UTF-8", line: line, "byte 0x\(hexByte) is not UTF-8; read as windows-1252 '\(Character(scalar))'")
        return 1
    }

    private static func htmlEntity(_ name: [UInt8]) -> UInt32? {
        htmlEntityLookup(name + [0])?.pointee.value
    }

    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }
}
