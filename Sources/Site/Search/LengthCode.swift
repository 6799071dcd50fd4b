import Algorithms

/// How the in-browser search's index writes its documents' lengths: a quarter smaller over the
/// wire than their numbers (``IndexNumbers``), every length exact, so the page ranks as
/// `blogkit search` does.
///
/// The lengths are cut into at most 64 ranges of a power-of-two width, each holding about as many
/// documents as the others (narrow where lengths are common, wide in the tail). A length is then
/// its range's number, one character, and its offset in that range, the range's width's bits:
/// about 6 + 3 bits at 100,000 generated posts, where the numbers took 10 and gzip left 11.5.
/// The ranges go in the manifest; a length shard is two strings, the ranges' characters and the
/// offsets' bits, six a character, lowest first (``IndexNumbers/alphabet``).
struct LengthCode {
    /// The ranges, in order: `start ..< start + 2^bits`, together covering every length given.
    let ranges: [(start: Int, bits: Int)]

    /// The most ranges: one character's worth.
    static let maximumRanges = 64
    /// How many more documents than an even share a range may hold before it stops growing: a
    /// bit more lets the ranges reach the longest length within 64 (measured best at 1.5).
    static let slack = 1.5

    /// The ranges for `lengths` (none negative).
    init(lengths: [Int]) {
        let sorted = lengths.sorted()
        guard let longest = sorted.last, var start = sorted.first else {
            ranges = []
            return
        }
        let share = Double(sorted.count) / Double(Self.maximumRanges) * Self.slack
        let count = { (lower: Int, upper: Int) in
            sorted.partitioningIndex { $0 >= upper } - sorted.partitioningIndex { $0 >= lower }
        }
        var ranges: [(start: Int, bits: Int)] = []
        while start <= longest {
            var bits = 0
            if ranges.count == Self.maximumRanges - 1 {
                bits = Int.bitWidth - (longest - start).leadingZeroBitCount
            } else {
                while start + (1 << bits) <= longest, Double(count(start, start + (2 << bits))) <= share { bits += 1 }
            }
            ranges.append((start, bits))
            start += 1 << bits
        }
        self.ranges = ranges
    }

    /// The manifest's form of the ranges: `[start, bits, start, bits, ...]`.
    var json: String {
        "[" + ranges.map { "\($0.start),\($0.bits)" }.joined(separator: ",") + "]"
    }

    /// `lengths`, each within the ranges, written: the ranges' characters and the offsets' bits.
    func encoded(_ lengths: ArraySlice<Int>) -> (ranges: String, offsets: String) {
        let alphabet = IndexNumbers.alphabet
        var numbers: [UInt8] = []
        numbers.reserveCapacity(lengths.count)
        var offsets: [UInt8] = []
        var pending = 0
        var pendingBits = 0
        for length in lengths {
            let number = max(0, (ranges.partitioningIndex { $0.start > length }) - 1)
            let range = ranges[number]
            numbers.append(alphabet[number])
            pending |= (length - range.start) << pendingBits
            pendingBits += range.bits
            while pendingBits >= 6 {
                offsets.append(alphabet[pending & 63])
                pending >>= 6
                pendingBits -= 6
            }
        }
        if pendingBits > 0 { offsets.append(alphabet[pending & 63]) }
        return (String(decoding: numbers, as: UTF8.self), String(decoding: offsets, as: UTF8.self))
    }
}
