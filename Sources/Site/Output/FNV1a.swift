import Foundation

/// 64-bit FNV-1a: a stable, fast fingerprint of bytes (Swift's `Hasher` is seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        value ^= 0xff  // separator, so that ("ab", "c") and ("a", "bc") differ
        value = value &* 0x0000_0100_0000_01b3
    }

    mutating func combine(_ string: String) { combine(string.utf8) }
}
