import GRDB
import GRDBSQLite

/// `blogkit_rank(post_fts, countLimit, firstId, lastId)`: FTS5's bm25 with the ``SearchColumn``
/// weights (k1 = 1.2, b = 0.75, the whole post's length), higher is better, without bm25's
/// fixed cost.
///
/// FTS5's `bm25()` counts the posts that contain each phrase of the query (for its IDF) by
/// walking the phrase's whole doclist on its first row: 3 ms for `the` on 100,000 posts, most of
/// a query. This function counts up to `countLimit` posts, so the IDF is exact for any phrase in
/// at most that many posts (every phrase of an archive that size). Past it, the count is
/// estimated from the share of the id range its first `countLimit` posts span: ids follow
/// publication dates, so this assumes a steady posting rate, and it only touches words in so
/// many posts that their IDF is small anyway (at most ln(posts / countLimit)). `firstId` and
/// `lastId` are the archive's smallest and largest post ids.
///
/// The counts are recorded in the connection's ``RankReport``, so that a one-phrase search
/// needs no second pass to count its matches.
enum RankFunction {
    static let name = "blogkit_rank"

    /// Registers the function on `db`'s connection, reporting to `report`.
    static func register(in db: Database, report: RankReport) {
        let api = UnsafeMutablePointer(mutating: FTS5.api(db))
        _ = api.pointee.xCreateFunction(
            api, name, Unmanaged.passRetained(report).toOpaque(), rank,
            { pointer in pointer.map { Unmanaged<RankReport>.fromOpaque($0).release() } })
    }

    /// The `fts5_extension_function`: one call per matching row.
    private static let rank: fts5_extension_function = { api, fts, context, count, values in
        guard let api = api?.pointee, let fts, let values, count == 3,
              let report = api.xUserData(fts).map({ Unmanaged<RankReport>.fromOpaque($0).takeUnretainedValue() })
        else {
            sqlite3_result_error(context, "\(RankFunction.name): expected (fts table, countLimit, firstId, lastId)", -1)
            return
        }
        let state: RankState
        if let existing = api.xGetAuxdata(fts, 0) {
            state = Unmanaged<RankState>.fromOpaque(existing).takeUnretainedValue()
        } else {
            state = RankState(
                api: api, fts: fts, countLimit: sqlite3_value_int64(values[0]),
                idRange: sqlite3_value_int64(values[1])...max(sqlite3_value_int64(values[1]), sqlite3_value_int64(values[2])),
                report: report)
            _ = api.xSetAuxdata(fts, Unmanaged.passRetained(state).toOpaque()) { pointer in
                pointer.map { Unmanaged<RankState>.fromOpaque($0).release() }
            }
        }
        sqlite3_result_double(context, state.score(api: api, fts: fts))
    }
}

/// What the last `blogkit_rank` statement on a connection found: the posts containing each
/// phrase, up to its count limit, and where each scored post matched. One per connection, which
/// runs one statement at a time.
final class RankReport: @unchecked Sendable {
    /// Posts counted for each phrase whose IDF was needed, by phrase index (the phrases of the
    /// `MATCH` expression, in order); a count equal to the limit means "at least".
    var documentCounts: [Int32: Int64] = [:]
    /// For each scored post id, the columns holding a phrase: bit `i` for column `i`.
    var matchedColumns: [Int64: UInt32] = [:]
}
