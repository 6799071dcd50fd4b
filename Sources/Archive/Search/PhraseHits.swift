import GRDBSQLite

/// A phrase's hits in the current row of an FTS5 statement, as a ranking function reads them:
/// the sum of their columns' ``SearchColumn`` weights, doubled (a whole number: the weights are
/// multiples of one half), and the columns they are in.
///
/// Read from the phrase's position list as `xPhraseFirst` hands it over, without an
/// `xPhraseNext` call per hit: a common word's hits in 100,000 posts are millions of calls, most
/// of the cost of ranking them. The list is FTS5's on-disk format (`fts5_index.c`): a varint per
/// hit, its offset's delta plus 2, and, where the column changes, the varint 1 and the column's
/// number. The reading is `xPhraseNext`'s own, column numbers past the table's last included.
struct PhraseHits {
    /// The weights of the hits, doubled.
    var doubledFrequency: Int64 = 0
    /// Bit n is set when a hit is in column n.
    var columns: UInt32 = 0

    private static let doubledWeights = SearchColumn.allCases.map { Int64($0.weight * 2) }

    /// The hits of phrase `phrase` (its index in the `MATCH` expression) in `fts`'s current row.
    init(api: Fts5ExtensionApi, fts: OpaquePointer, phrase: Int32) {
        var iterator = Fts5PhraseIter()
        var column: Int32 = 0
        var offset: Int32 = 0
        // The first hit, read by FTS5; the rest of the list lies between `a` and `b`.
        guard api.xPhraseFirst(fts, phrase, &iterator, &column, &offset) == SQLITE_OK, column >= 0 else { return }
        Self.doubledWeights.withUnsafeBufferPointer { weights in
            let lastColumn = UInt32(weights.count - 1)
            var weight = weights[Int(min(UInt32(column), lastColumn))]
            doubledFrequency = weight
            columns = 1 << UInt32(min(column, 31))
            guard var byte = iterator.a, let end = iterator.b else { return }
            while byte < end {
                if Self.varint(at: &byte, end: end) == 1 {
                    // A new column; FTS5 reads a number past the last as the last.
                    let next = min(Self.varint(at: &byte, end: end), lastColumn)
                    weight = weights[Int(next)]
                    columns |= 1 << next
                } else {
                    doubledFrequency += weight
                }
            }
        }
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
