import GRDB
import GRDBSQLite

/// Posts' lengths read from ``SearchLengths`` block by block, as a ranking statement asks for
/// them: a search that scores too few matches for reading every length to pay
/// (``RankReport/rowsForLengths(posts:packed:)``) reads one row for each block its matches fall
/// in, instead of a lookup in FTS5's `post_fts_docsize` for each match (about 40% of the cost of
/// scoring it). A word in 3,676 of 100,000 posts reads at most 602 rows instead of 3,676.
///
/// Only for a snapshot where ``SearchLengths/isCurrent(in:)``, and only within the read that
/// made it: it holds a statement of that connection. A post the table does not hold gets nil, and
/// the ranking then asks FTS5.
final class BlockLengths {
    private let statement: Statement
    /// The blocks read so far: for each post, ascending, its id less the block's first id in
    /// the low 32 bits and its length in the high 32 (the row's bytes as they are). Each buffer
    /// is the lengths' own, freed with them.
    private var blocks: [Int64: UnsafeMutableBufferPointer<UInt64>] = [:]

    /// The block of the last lookup, and where in it that lookup ended (a statement asks in
    /// ascending id order), updated on every lookup (``UncheckedState``).
    private struct Cursor {
        var block: Int64 = -1
        var posts = UnsafeBufferPointer<UInt64>(start: nil, count: 0)
        var index = 0
    }

    private let state = UncheckedState(Cursor())
    private var cursor: UnsafeMutablePointer<Cursor> { state.pointer }

    init(db: Database) throws {
        statement = try db.makeStatement(sql: "SELECT lengths FROM \(SearchLengths.table) WHERE block = ?")
    }

    deinit {
        for posts in blocks.values { posts.deallocate() }
    }

    /// The length of post `id`; nil when its block has no row, the row does not hold it, or the
    /// row cannot be read.
    func length(of id: Int64) -> Int32? {
        let block = SearchBounds.block(of: id)
        if block != cursor.pointee.block {
            let posts = blocks[block] ?? read(block)
            blocks[block] = posts
            cursor.pointee = Cursor(block: block, posts: UnsafeBufferPointer(posts), index: 0)
        }
        let offset = UInt64(truncatingIfNeeded: id - SearchBounds.ids(of: block).lowerBound)
        let posts = cursor.pointee.posts
        // Galloping from where the last lookup ended (from the start for an id below it), then
        // a binary search in the last step.
        let last = cursor.pointee.index
        var low = last < posts.count && posts[last] & 0xffff_ffff <= offset ? last : 0
        var high = low
        var step = 1
        while high < posts.count, posts[high] & 0xffff_ffff < offset {
            low = high + 1
            high = min(posts.count, high + step)
            step *= 2
        }
        while low < high {
            let middle = (low + high) / 2
            if posts[middle] & 0xffff_ffff < offset { low = middle + 1 } else { high = middle }
        }
        cursor.pointee.index = low
        guard low < posts.count, posts[low] & 0xffff_ffff == offset else { return nil }
        return Int32(clamping: posts[low] >> 32)
    }

    /// The block's row as ``SearchLengths`` packs it; empty when it cannot be read.
    private func read(_ block: Int64) -> UnsafeMutableBufferPointer<UInt64> {
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        guard sqlite3_bind_int64(handle, 1, block) == SQLITE_OK, sqlite3_step(handle) == SQLITE_ROW else {
            return UnsafeMutableBufferPointer.allocate(capacity: 0)
        }
        let size = Int(sqlite3_column_bytes(handle, 0))
        guard size % SearchLengths.postSize == 0, let start = sqlite3_column_blob(handle, 0) else {
            return UnsafeMutableBufferPointer.allocate(capacity: 0)
        }
        let posts = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: size / SearchLengths.postSize)
        UnsafeMutableRawBufferPointer(posts).copyMemory(from: UnsafeRawBufferPointer(start: start, count: size))
        for index in posts.indices { posts[index] = UInt64(littleEndian: posts[index]) }
        return posts
    }
}
