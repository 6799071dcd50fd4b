/// 64-bit FNV-1a: a stable, fast fingerprint of bytes (Swift's `Hasher` is seeded per process).
/// Import keys items with it, Site fingerprints builds, exports and search shards.
public struct FNV1a: Sendable {
    /// The hash of what was combined so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Mixes `bytes` in, then `separator`, so that ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ bytes: some Sequence<UInt8>, separator: UInt8 = 0xff) {
        if bytes.withContiguousStorageIfAvailable({ mix($0) }) == nil {
            for byte in bytes { mix(byte) }
        }
        mix(separator)
    }

    /// Mixes the UTF-8 of `string` in, then `separator`.
    public mutating func combine(_ string: String, separator: UInt8 = 0xff) {
        var string = string
        // A native string's UTF-8 in place: a build fingerprints every post's bodies with it.
        string.withUTF8 { mix($0) }
        mix(separator)
    }

    private mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }
}
