import Feeds

/// A 64-bit FNV-1a hash, hex-encoded: cheap, stable across runs and platforms (unlike `Hasher`).
/// Used to detect unchanged items and to key posts that have neither guid nor link.
struct Fingerprint {
    private var hash = FNV1a()

    /// Feeds `text` (a nil as U+0001) and a NUL separator into the hash, so that ("ab","c") and
    /// ("a","bc") differ.
    mutating func add(_ text: String?) {
        hash.combine(text ?? "\u{1}", separator: 0)
    }

    var hex: String {
        let digits = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
