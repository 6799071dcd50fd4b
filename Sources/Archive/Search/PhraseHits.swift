import GRDBSQLite

/// A phrase's hits in the current row of an FTS5 statement, as a ranking function reads them:
/// the sum of their columns' ``SearchColumn`` weights, doubled (a whole number: the weights are
/// multiples of one half), and the columns they are in.
///
/// Read from the phrase's position list as `xPhraseFirst` hands it over, without an
/// `xPhraseNext` call per hit: a common word's hits in 100,000 posts are millions of calls, most
/// of the cost of ranking them. The list is FTS5's on-disk format (`fts5_index.c`): a varint per
/// hit, its offset's delta plus 2, and, where the column changes, the varint 1 and the column's
/// number. The reading is `xPhraseNext`'s own, column numbers past the table's last included,
/// for every list SQLite writes (varints of at most 5 bytes: offsets are 31-bit).
///
/// A hit is a varint, and a varint ends at its one byte below 0x80: the hits of a stretch of
/// the list without a column change are its bytes below 0x80, counted eight at a time. Only a
/// stretch of eight bytes holding a 0x01 (a column change starts with it, or a varint ends in
/// it) is read byte by byte.
struct PhraseHits {
    /// The weights of the hits, doubled.
    var doubledFrequency: Int64 = 0
    /// Bit n is set when a hit is in column n.
    var columns: UInt32 = 0

    private static let doubledWeights = SearchColumn.allCases.map { Int64($0.weight * 2) }

    /// The hits of phrase `phrase` (its index in the `MATCH` expression) in `fts`'s current row.
    init(api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer, phrase: Int32) {
        var iterator = Fts5PhraseIter()
        var column: Int32 = 0
        var offset: Int32 = 0
        // The first hit, read by FTS5; the rest of the list lies between `a` and `b`.
        guard api.pointee.xPhraseFirst(fts, phrase, &iterator, &column, &offset) == SQLITE_OK, column >= 0 else { return }
        Self.doubledWeights.withUnsafeBufferPointer { weights in
            let lastColumn = UInt32(weights.count - 1)
            var current = min(UInt32(column), lastColumn)
            columns = 1 << current
            guard let start = iterator.a, let end = iterator.b, start < end else {
                doubledFrequency = weights[Int(current)]
                return
            }
            // Hits counted for the current column, then weighed when it changes.
            var hits: Int64 = 1
            var byte = start
            let weigh = { (hits: Int64, column: UInt32) in hits * weights[Int(column)] }
            while byte < end {
                if end - byte >= 8 {
                    let word = UInt64(littleEndian: UnsafeRawPointer(byte).loadUnaligned(as: UInt64.self))
                    if !Self.holdsOne(word) {
                        // No column change starts here, and the byte before it ended a varint
                        // (the loop is at a varint's start): each byte below 0x80 ends a hit.
                        // The high bits summed by one multiplication: no popcount instruction
                        // in the baseline x86-64 the binary is built for.
                        let continuing = (((word & 0x8080_8080_8080_8080) >> 7) &* 0x0101_0101_0101_0101) >> 56
                        hits += 8 - Int64(continuing)
                        byte += 8
                        // The last byte continues a varint: finish it byte by byte.
                        while word >> 63 != 0, byte < end {
                            let next = byte.pointee
                            byte += 1
                            if next < 0x80 {
                                hits += 1
                                break
                            }
                        }
                        continue
                    }
                }
                // Byte by byte up to the end of the next varint.
                if byte.pointee == 1 {
                    // A new column; FTS5 reads a number past the last as the last.
                    byte += 1
                    doubledFrequency += weigh(hits, current)
                    hits = 0
                    current = min(Self.varint(at: &byte, end: end), lastColumn)
                    columns |= 1 << current
                } else {
                    while byte < end {
                        let next = byte.pointee
                        byte += 1
                        if next < 0x80 { break }
                    }
                    hits += 1
                }
            }
            doubledFrequency += weigh(hits, current)
        }
    }

    /// True when one of the eight bytes of `word` is 0x01.
    private static func holdsOne(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let zeroed = word ^ ones
        return (zeroed &- ones) & ~zeroed & 0x8080_8080_8080_8080 != 0
    }

    /// The SQLite varint at `byte`, truncated to 32 bits as FTS5's `fts5GetVarint32` reads it,
    /// and `byte` moved past it; never past `end`.
    private static func varint(at byte: inout UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> UInt32 {
        var value: UInt64 = 0
        for index in 0..<9 {
            guard byte < end else { break }
            let next = byte.pointee
            byte += 1
            if index == 8 { return UInt32(truncatingIfNeeded: value << 8 | UInt64(next)) }
            value = value << 7 | UInt64(next & 0x7f)
            if next < 0x80 { break }
        }
        return UInt32(truncatingIfNeeded: value)
    }
}
