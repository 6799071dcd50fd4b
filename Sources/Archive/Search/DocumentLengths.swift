import Foundation
import GRDB
import GRDBSQLite

/// Every post's length in tokens (all columns together), read once into memory from
/// ``SearchLengths`` (or, when it is not in step, from the search index's `post_fts_docsize`
/// table), so that ranking needs no per-row lookup.
///
/// FTS5's `xColumnSize` finds a row's length with a query on that table, about 40% of the cost of
/// scoring a match; here it is a binary search. The table is valid for as long as the index's
/// structure record (which every write to the index changes: its write counter and segments) is
/// the one it was read with, checked in the reader's own snapshot before each use.
final class DocumentLengths {
    /// Post ids, ascending, and each post's length.
    private let ids: [Int64]
    private let lengths: [Int32]
    /// The index's structure record when the lengths were read.
    let structure: Data
    /// Where the last lookup ended.
    private var cursor = 0

    /// Reads the lengths of every post in `db`'s snapshot, from ``SearchLengths`` when `packed`
    /// (its caller knows it to be in step with the index: ``SearchLengths/isCurrent(in:)``),
    /// else from FTS5's own table.
    init(db: Database, packed: Bool) throws {
        structure = try Self.structure(in: db)
        (ids, lengths) = packed ? try SearchLengths.read(in: db) : try Self.scan(in: db, ids: Int64.min...Int64.max)
    }

    /// The ids, ascending, and lengths of the posts of `range`, from FTS5's `post_fts_docsize`.
    static func scan(in db: Database, ids range: ClosedRange<Int64>) throws -> (ids: [Int64], lengths: [Int32]) {
        var ids: [Int64] = []
        var lengths: [Int32] = []
        let statement = try db.makeStatement(sql: "SELECT id, sz FROM post_fts_docsize WHERE id BETWEEN ? AND ? ORDER BY id")
        try statement.setArguments([range.lowerBound, range.upperBound])
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        while true {
            let step = sqlite3_step(handle)
            guard step == SQLITE_ROW else {
                if step != SQLITE_DONE { throw DatabaseError(resultCode: ResultCode(rawValue: step)) }
                break
            }
            ids.append(sqlite3_column_int64(handle, 0))
            let size = Int(sqlite3_column_bytes(handle, 1))
            let bytes = sqlite3_column_blob(handle, 1).map { UnsafeRawBufferPointer(start: $0, count: size) }
            lengths.append(bytes.map(Self.sumOfVarints) ?? 0)
        }
        return (ids, lengths)
    }

    /// The number of posts.
    var count: Int { ids.count }

    /// The length of the post `id`; nil for an id the table does not hold.
    ///
    /// A statement asks in ascending id order, so the search starts where the last one ended and
    /// gallops forward: a word in most posts finds each length a step or two on, where a binary
    /// search over all of them cost a tenth of ranking them. An id below the last starts again
    /// from the first.
    func length(of id: Int64) -> Int32? {
        var low = ids.indices.contains(cursor) && ids[cursor] <= id ? cursor : 0
        var step = 1
        var high = low
        // Widen [low, high) until it holds the first id not below `id`.
        while high < ids.count, ids[high] < id {
            low = high + 1
            high = min(ids.count, high + step)
            step *= 2
        }
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        cursor = low
        return low < ids.count && ids[low] == id ? lengths[low] : nil
    }

    /// True when `db`'s snapshot has the index these lengths were read from.
    func isCurrent(in db: Database) throws -> Bool {
        try Self.structure(in: db) == structure
    }

    /// The number of posts in the index, as FTS5 itself keeps it (``averages(in:)``), one row read.
    static func postCount(in db: Database) throws -> Int {
        Int(try averages(in: db)?.rows ?? 0)
    }

    /// FTS5's averages record (row 1 of `post_fts_data`, `FTS5_AVERAGES_ROWID`): the number of
    /// rows, then each column's total of tokens, as SQLite varints (big-endian, seven bits a
    /// byte, the ninth byte whole), an unfinished last one left out. Nil when the index has none.
    static func averages(in db: Database) throws -> (rows: Int64, tokens: [Int64])? {
        guard let record = try Data.fetchOne(db, sql: "SELECT block FROM post_fts_data WHERE id = 1") else { return nil }
        var values: [Int64] = []
        var value: UInt64 = 0
        var length = 0
        for byte in record {
            length += 1
            if length == 9 {
                value = value << 8 | UInt64(byte)
            } else {
                value = value << 7 | UInt64(byte & 0x7f)
                if byte & 0x80 != 0 { continue }
            }
            values.append(Int64(bitPattern: value))
            value = 0
            length = 0
        }
        guard let rows = values.first else { return nil }
        return (rows, Array(values.dropFirst()))
    }

    /// The index's structure record (row 10 of `post_fts_data`, FTS5's `FTS5_STRUCTURE_ROWID`).
    private static func structure(in db: Database) throws -> Data {
        try Data.fetchOne(db, sql: "SELECT block FROM post_fts_data WHERE id = 10") ?? Data()
    }

    /// The sum of the SQLite varints (big-endian, seven bits a byte) that FTS5 writes for a row's
    /// column sizes.
    private static func sumOfVarints(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        var total: Int64 = 0
        var value: Int64 = 0
        for byte in bytes {
            value = value << 7 | Int64(byte & 0x7f)
            if byte & 0x80 == 0 {
                total += value
                value = 0
            }
        }
        return Int32(clamping: total)
    }
}
