/// A 64-bit FNV-1a hash, hex-encoded: cheap, stable across runs and platforms (unlike `Hasher`).
/// Used to detect unchanged items and to key posts that have neither guid nor link.
struct Fingerprint {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Feeds `text` and a separator into the hash, so that ("ab","c") and ("a","bc") differ.
    mutating func add(_ text: String?) {
        for byte in (text ?? "\u{1}").utf8 { mix(byte) }
        mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
        state ^= UInt64(byte)
        state = state &* 0x0000_0100_0000_01b3
    }

    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
