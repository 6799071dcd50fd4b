/// Numbers written as text that a script needs no escape for: each character carries five
/// bits, lowest first, from `0-9A-Za-z-_`; the upper half of the alphabet says more follow.
/// Postings of a word in most posts take a character or two each, a third of decimal JSON.
enum IndexNumbers {
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    /// Appends `value` (not negative) to `text`.
    static func append(_ value: Int, to text: inout [UInt8]) {
        var rest = value
        while rest >= 32 {
            text.append(alphabet[32 + (rest & 31)])
            rest >>= 5
        }
        text.append(alphabet[rest])
    }

    /// The number written at `start` in `text`, and where the next one starts; nil when `text`
    /// holds no whole number there.
    static func read(_ text: ArraySlice<UInt8>, at start: Int) -> (value: Int, end: Int)? {
        var value = 0
        var shift = 0
        var index = start
        while index < text.endIndex, let digit = digits[Int(text[index])] {
            index += 1
            value |= (digit & 31) << shift
            guard digit >= 32 else { return (value, index) }
            shift += 5
        }
        return nil
    }

    /// Each character's place in `alphabet`, by byte.
    private static let digits: [Int?] = (0..<256).map { byte in alphabet.firstIndex(of: UInt8(byte)) }
}
