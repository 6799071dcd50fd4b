import GRDB
import GRDBSQLite

/// Posts' lengths read from ``SearchLengths`` block by block, as a ranking statement asks for
/// them: a search that scores too few matches for reading every length to pay
/// (``RankReport/rowsForLengths(posts:packed:)``) reads one row for each block its matches fall
/// in, instead of a lookup in FTS5's `post_fts_docsize` for each match (about 40% of the cost of
/// scoring it). A word in 3,676 of 100,000 posts reads at most 602 rows instead of 3,676.
///
/// The current block's lengths are read where SQLite holds its row, until a match falls in
/// another block: a statement's matches come in id order (or its reverse), block after block.
/// Copying each block's row into memory of its own (kept for the search) touched fresh memory
/// for every block: 180 of the 1,267 page faults of a `blogkit search banner` at 100,000 posts.
///
/// Only for a snapshot where ``SearchLengths/isCurrent(in:)``, and only within the read that
/// made it: it holds a statement of that connection. A post the table does not hold gets nil, and
/// the ranking then asks FTS5.
final class BlockLengths {
    private let statement: Statement

    /// The block of the last lookup, its row as SQLite holds it (for each post, ascending, its
    /// id less the block's first id in the low 32 bits and its length in the high 32, little
    /// endian), and where in it that lookup ended, updated on every lookup (``UncheckedState``).
    private struct Cursor {
        var block: Int64 = -1
        var posts = UnsafeRawBufferPointer(start: nil, count: 0)
        var index = 0
    }

    private let state = UncheckedState(Cursor())
    private var cursor: UnsafeMutablePointer<Cursor> { state.pointer }

    init(db: Database) throws {
        statement = try db.makeStatement(sql: "SELECT lengths FROM \(SearchLengths.table) WHERE block = ?")
    }

    deinit {
        sqlite3_reset(statement.sqliteStatement)
    }

    /// The length of post `id`; nil when its block has no row, the row does not hold it, or the
    /// row cannot be read.
    func length(of id: Int64) -> Int32? {
        let block = SearchBounds.block(of: id)
        if block != cursor.pointee.block {
            cursor.pointee = Cursor(block: block, posts: read(block), index: 0)
        }
        let offset = UInt64(truncatingIfNeeded: id - SearchBounds.ids(of: block).lowerBound)
        let posts = cursor.pointee.posts
        let count = posts.count / SearchLengths.postSize
        let post = { (index: Int) in
            UInt64(littleEndian: posts.loadUnaligned(fromByteOffset: index * SearchLengths.postSize, as: UInt64.self))
        }
        let last = cursor.pointee.index
        // The post after the last one looked up: the next match of a word in most posts.
        if last + 1 < count, post(last + 1) & 0xffff_ffff == offset {
            cursor.pointee.index = last + 1
            return Int32(clamping: post(last + 1) >> 32)
        }
        // Galloping from where the last lookup ended (from the start for an id below it), then
        // a binary search in the last step.
        var low = last < count && post(last) & 0xffff_ffff <= offset ? last : 0
        var high = low
        var step = 1
        while high < count, post(high) & 0xffff_ffff < offset {
            low = high + 1
            high = min(count, high + step)
            step *= 2
        }
        while low < high {
            let middle = (low + high) / 2
            if post(middle) & 0xffff_ffff < offset { low = middle + 1 } else { high = middle }
        }
        cursor.pointee.index = low
        guard low < count, post(low) & 0xffff_ffff == offset else { return nil }
        return Int32(clamping: post(low) >> 32)
    }

    /// The block's row as ``SearchLengths`` packs it, where SQLite holds it until the statement
    /// is reset; empty when it cannot be read.
    private func read(_ block: Int64) -> UnsafeRawBufferPointer {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        guard sqlite3_bind_int64(handle, 1, block) == SQLITE_OK, sqlite3_step(handle) == SQLITE_ROW else {
            return UnsafeRawBufferPointer(start: nil, count: 0)
        }
        let size = Int(sqlite3_column_bytes(handle, 0))
        guard size % SearchLengths.postSize == 0, let start = sqlite3_column_blob(handle, 0) else {
            return UnsafeRawBufferPointer(start: nil, count: 0)
        }
        return UnsafeRawBufferPointer(start: start, count: size)
    }
}
