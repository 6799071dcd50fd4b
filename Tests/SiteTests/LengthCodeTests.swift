import Foundation
@testable import Site
import Testing

/// The search index's document lengths, written by ``LengthCode`` and read back the way
/// `search.js` reads them: every length exact, fewer bytes than their numbers.
@Suite("Site search: document lengths")
struct LengthCodeTests {
    /// `ranges` and `offsets` read as `search.js` reads them, with the manifest's `table`.
    static func decoded(_ ranges: String, _ offsets: String, table: [Int]) -> [Int] {
        let digits = Array(IndexNumbers.alphabet)
        let offsetDigits = offsets.utf8.map { digits.firstIndex(of: $0) ?? 0 }
        var values: [Int] = []
        var bit = 0
        for character in ranges.utf8 {
            let range = 2 * (digits.firstIndex(of: character) ?? 0)
            var value = 0
            for k in 0..<table[range + 1] {
                if (offsetDigits[bit / 6] >> (bit % 6)) & 1 == 1 { value += 1 << k }
                bit += 1
            }
            values.append(table[range] + value)
        }
        return values
    }

    /// The manifest's `lengthRanges` as numbers.
    static func table(_ code: LengthCode) throws -> [Int] {
        try #require(try JSONSerialization.jsonObject(with: Data(code.json.utf8)) as? [Int])
    }

    /// Lengths spread like posts' (log-normal around 200 tokens), from a fixed seed.
    static func postLike(_ count: Int) -> [Int] {
        var seed: UInt64 = 7
        func uniform() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(seed >> 11) + 0.5) / Double(1 << 53)
        }
        return (0..<count).map { _ in
            let normal = (-2 * log(uniform())).squareRoot() * cos(2 * .pi * uniform())
            return Int(exp(5.3 + 0.6 * normal))
        }
    }

    @Test("every length reads back exact, in at most 64 ranges", arguments: [
        [], [0], [5, 5, 5], Array(0...300), [1, 2, 10_000_000, 3], postLike(5_000), postLike(5_000).map { $0 * 1_000 },
    ])
    func roundTrip(lengths: [Int]) throws {
        let code = LengthCode(lengths: lengths)
        #expect(code.ranges.count <= LengthCode.maximumRanges)
        let table = try Self.table(code)
        var read: [Int] = []
        for start in stride(from: 0, to: lengths.count, by: 1_000) {
            let written = code.encoded(lengths[start..<min(lengths.count, start + 1_000)])
            #expect(written.ranges.utf8.count == min(1_000, lengths.count - start))
            read += Self.decoded(written.ranges, written.offsets, table: table)
        }
        #expect(read == lengths)
    }

    @Test("post-like lengths take a quarter less than their numbers")
    func smaller() {
        let lengths = Self.postLike(100_000)
        let code = LengthCode(lengths: lengths)
        var numbers: [UInt8] = []
        var coded = 0
        for start in stride(from: 0, to: lengths.count, by: 1_000) {
            let slice = lengths[start..<start + 1_000]
            for length in slice { IndexNumbers.append(length, to: &numbers) }
            let written = code.encoded(slice)
            coded += written.ranges.utf8.count + written.offsets.utf8.count
        }
        #expect(Double(coded) < 0.8 * Double(numbers.count), "\(coded) bytes against \(numbers.count)")
    }
}
