import Foundation
import GRDB

/// The posts holding an index term, each with the term's doubled frequency there
/// (``FrequencyFunction``), in id order, as ``SearchBounds`` reads them: those of every post in
/// one walk of the term's posts that FTS5 makes and hands over whole, which costs about half
/// as much as a row for each; those in a range of ids row by row, FTS5 seeking to the range.
struct TermPostFrequencies {
    private let walk: Statement
    private let rows: Statement

    init(in db: Database) throws {
        let table = SearchIndex.table
        walk = try db.makeStatement(sql: """
            SELECT \(FrequencyFunction.name)(\(table), \(FrequencyFunction.everyRow)) FROM \(table)
            WHERE \(table) MATCH ? LIMIT 1
            """)
        rows = try db.makeStatement(sql: """
            SELECT rowid, \(FrequencyFunction.name)(\(table)) FROM \(table)
            WHERE \(table) MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid
            """)
    }

    /// Every post holding the term of `expression` (its `MATCH` expression) and its frequency
    /// there, in one walk: pairs of little-endian 64-bit integers (``forEach(pair:_:)``).
    func pairs(of expression: String) throws -> Data {
        try Data.fetchOne(walk, arguments: [expression]) ?? Data()
    }

    /// Calls `body` with each (post id, frequency) of `data`, a walk's ``pairs(of:)``.
    static func forEach(pair data: Data, _ body: (Int64, Int64) throws -> Void) rethrows {
        try data.withUnsafeBytes { bytes in
            for offset in stride(from: 0, to: bytes.count - 15, by: 16) {
                try body(
                    Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self)),
                    Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: Int64.self)))
            }
        }
    }

    /// Calls `body` with the id of each post in `range` holding the term of `expression`, and
    /// its frequency there.
    func forEach(_ expression: String, in range: ClosedRange<Int64>, _ body: (Int64, Int64) throws -> Void) throws {
        let cursor = try Row.fetchCursor(rows, arguments: [expression, range.lowerBound, range.upperBound])
        while let row = try cursor.next() {
            try body(row[0], row[1])
        }
    }
}
