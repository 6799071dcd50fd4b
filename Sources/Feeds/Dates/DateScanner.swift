/// A cursor over the UTF-8 bytes of a date string.
struct DateScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isLetter(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isSpace(_ byte: UInt8?) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    mutating func skipSpaces() {
        while Self.isSpace(current) { index += 1 }
    }

    /// Consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// Reads up to `maxDigits` digits: their value and how many there were (0: none, nothing read).
    mutating func number(maxDigits: Int = 9) -> (value: Int, digits: Int) {
        var value = 0
        var digits = 0
        while digits < maxDigits, let byte = current, Self.isDigit(byte) {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        return (value, digits)
    }

    /// Reads exactly `count` digits, or nothing.
    mutating func fixedNumber(_ count: Int) -> Int? {
        let start = index
        let (value, digits) = number(maxDigits: count)
        guard digits == count else {
            index = start
            return nil
        }
        return value
    }

    /// Reads a `.123` / `,5` fractional second, if there.
    mutating func fraction() -> Double {
        guard current == UInt8(ascii: ".") || current == UInt8(ascii: ","), Self.isDigit(byte(at: 1)) else { return 0 }
        index += 1
        var value = 0.0
        var scale = 0.1
        while let byte = current, Self.isDigit(byte) {
            value += Double(byte - UInt8(ascii: "0")) * scale
            scale /= 10
            index += 1
        }
        return value
    }

    /// Reads a run of letters.
    mutating func word() -> DateWord {
        let start = index
        while Self.isLetter(current) { index += 1 }
        return DateWord(letters: bytes[start..<index])
    }

    /// Reads a numeric UTC offset after its sign: `hh`, `hhmm` or `hh:mm`, in seconds (unsigned).
    mutating func offsetMagnitude() -> Int? {
        guard let hours = fixedNumber(2) else {
            let (value, digits) = number(maxDigits: 1)
            return digits == 1 ? value * 3600 : nil
        }
        _ = take(UInt8(ascii: ":"))
        let minutes = fixedNumber(2) ?? 0
        return hours * 3600 + minutes * 60
    }
}

/// A run of letters in a date (a month, a weekday, a zone), compared without regard to case.
struct DateWord {
    let letters: Slice<UnsafeBufferPointer<UInt8>>

    /// True when the word is `name` (lowercase ASCII) or an abbreviation of it at least
    /// `minimum` letters long: `Nov`, `November`, `Sept` for `november`/`september`.
    func abbreviates(_ name: StaticString, minimum: Int = 3) -> Bool {
        let full = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        return letters.count >= minimum && letters.count <= full.count
            && zip(letters, full).allSatisfy { $0 | 0x20 == $1 }
    }

    /// True when the word is `name` (lowercase ASCII), in any case.
    func `is`(_ name: StaticString) -> Bool {
        letters.count == name.utf8CodeUnitCount && abbreviates(name, minimum: 0)
    }

    /// The word in lowercase.
    var lowercased: String {
        String(decoding: letters.lazy.map { $0 | 0x20 }, as: UTF8.self)
    }
}
