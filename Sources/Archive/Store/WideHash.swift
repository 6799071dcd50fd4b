/// A 64-bit hash of long texts, read eight bytes at a time, for fingerprints of whole bodies.
///
/// FNV-1a (Feeds' `FNV1a`) reads a byte at a time, a multiplication each: on the serial pass
/// that starts a build of the 500 Python docs pages, hashing their 48 MB of bodies with it took
/// 70 ms. Each step here (xor a word in, multiply by an odd constant, fold the high bits down) is
/// a bijection of the state, so no input collapses what came before. Not seeded: its values are
/// the same in every process. Like FNV-1a, not a defence against collisions crafted on purpose.
struct WideHash: Sendable {
    /// The hash of what was combined so far.
    private(set) var value: UInt64 = 0x243f_6a88_85a3_08d3

    init() {}

    /// Mixes `bytes` in, then their count, so that ("ab", "c") and ("a", "bc") differ.
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = Self.mix(hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<bytes.count {
            tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset))
        }
        hash = Self.mix(hash ^ tail)
        value = Self.mix(hash ^ UInt64(bytes.count))
    }

    /// Mixes the UTF-8 of `string` in, as the other `combine` does its bytes.
    mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    private static func mix(_ word: UInt64) -> UInt64 {
        let product = word &* 0x9e37_79b9_7f4a_7c15
        return product ^ (product >> 29)
    }
}
