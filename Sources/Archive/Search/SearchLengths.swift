import Foundation
import GRDB
import GRDBSQLite

/// Every post's length in tokens, packed by block of posts (``SearchBounds/block(of:)``) in
/// `search_length`, kept in step with the search index as the bounds are, so that a search reads
/// them all in a row a block instead of a row a post of FTS5's `post_fts_docsize`: 602 rows
/// (0.8 MB) at 100,000 posts, read in about a millisecond where the docsize table took eight.
///
/// In step: the triggers of ``SearchBounds`` mark the block of every post written, and
/// ``SearchBounds/refresh(in:)`` computes the marked blocks' lengths again before the write
/// commits. While a block is marked (a tool's own connection wrote posts), the table is not used
/// (``isCurrent(in:)``), nor in an archive older than it (migration v17, on a read-only mount).
///
/// A block's blob: for each of its posts, ascending, its id less the block's first id, then its
/// length, each four bytes, little-endian: fixed widths, because decoding varints (0.54 MB)
/// took three times as long as reading them.
enum SearchLengths {
    static let table = "search_length"

    static func create(in db: Database) throws {
        try db.execute(sql: "CREATE TABLE \(table) (block INTEGER PRIMARY KEY, lengths BLOB NOT NULL)")
    }

    /// True when `db`'s snapshot has the table and no block is marked: every post's length is in it.
    static func isCurrent(in db: Database) throws -> Bool {
        try SearchBounds.hasTable(table, in: db) && !SearchBounds.hasMarkedBlock(in: db)
    }

    /// Computes the lengths of `blocks` (of every post when nil) again from the index, in `db`'s
    /// write transaction.
    static func compute(blocks: Set<Int64>?, in db: Database) throws {
        var ranges: [ClosedRange<Int64>] = [Int64.min...Int64.max]
        if let blocks {
            ranges = blocks.sorted().map(SearchBounds.ids(of:))
            for block in blocks {
                try db.execute(sql: "DELETE FROM \(table) WHERE block = ?", arguments: [block])
            }
        } else {
            try db.execute(sql: "DELETE FROM \(table)")
        }
        let insert = try db.makeStatement(sql: "INSERT INTO \(table) (block, lengths) VALUES (?, ?)")
        for range in ranges {
            let (ids, lengths) = try DocumentLengths.scan(in: db, ids: range)
            var start = 0
            while start < ids.count {
                let block = SearchBounds.block(of: ids[start])
                var end = start
                var packed: [UInt8] = []
                let first = SearchBounds.ids(of: block).lowerBound
                while end < ids.count, SearchBounds.block(of: ids[end]) == block {
                    append(UInt32(ids[end] - first), to: &packed)
                    append(UInt32(max(0, lengths[end])), to: &packed)
                    end += 1
                }
                try insert.execute(arguments: [block, Data(packed)])
                start = end
            }
        }
    }

    /// Every post's id, ascending, and length, as the table holds them, decoded where SQLite
    /// holds each blob: most of the time reading them goes to faulting in fresh memory.
    static func read(in db: Database) throws -> (ids: [Int64], lengths: [Int32]) {
        let total = try Int.fetchOne(db, sql: "SELECT sum(length(lengths)) FROM \(table)") ?? 0
        var ids = [Int64](repeating: 0, count: total / postSize)
        var lengths = [Int32](repeating: 0, count: total / postSize)
        var count = 0
        let statement = try db.makeStatement(sql: "SELECT block, lengths FROM \(table) ORDER BY block")
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        try ids.withUnsafeMutableBufferPointer { ids in
            try lengths.withUnsafeMutableBufferPointer { lengths in
                while true {
                    let step = sqlite3_step(handle)
                    guard step == SQLITE_ROW else {
                        if step != SQLITE_DONE { throw DatabaseError(resultCode: ResultCode(rawValue: step)) }
                        break
                    }
                    let first = SearchBounds.ids(of: sqlite3_column_int64(handle, 0)).lowerBound
                    let size = Int(sqlite3_column_bytes(handle, 1))
                    guard size > 0 else { continue }
                    guard size % postSize == 0, count + size / postSize <= ids.count,
                          let start = sqlite3_column_blob(handle, 1) else {
                        throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "\(table): a block's lengths are \(size) bytes long")
                    }
                    let bytes = UnsafeRawBufferPointer(start: start, count: size)
                    for offset in stride(from: 0, to: size, by: postSize) {
                        ids[count] = first + Int64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
                        lengths[count] = Int32(clamping: bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self).littleEndian)
                        count += 1
                    }
                }
            }
        }
        // All of them unless a blob was empty.
        ids.removeLast(ids.count - count)
        lengths.removeLast(lengths.count - count)
        return (ids, lengths)
    }

    /// The bytes of a post in a block's blob: its id's offset and its length.
    static let postSize = 8

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
