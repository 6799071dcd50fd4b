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
}
