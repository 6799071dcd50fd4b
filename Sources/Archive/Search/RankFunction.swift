import GRDB
import GRDBSQLite

/// `blogkit_rank(post_fts, phrases)`: FTS5's bm25 with the ``SearchColumn`` weights (k1 = 1.2,
/// b = 0.75, the whole post's length) over the first `phrases` phrases of the `MATCH` expression
/// (the query's own: a statement may add a filter after them), higher is better, which also
/// offers each row to the best rows the connection's ``RankReport`` keeps (``RankReport/top``,
/// which the caller sets up, and which may gather the rows of several statements).
///
/// The score equals `-bm25(post_fts, weights...)`: the IDF of each phrase counts every post
/// containing it, by walking the phrase's doclist on the first row that holds it. Keeping the
/// best rows here, rather than sorting every scored row in SQL or in Swift, is what makes
/// scoring 10,000 matches cheap: 0.x microseconds a row beyond bm25's own cost.
enum RankFunction {
    static let name = "blogkit_rank"

    /// Registers the function on `db`'s connection, reporting to `report`.
    static func register(in db: Database, report: RankReport) {
        let api = UnsafeMutablePointer(mutating: FTS5.api(db))
        _ = api.pointee.xCreateFunction(
            api, name, Unmanaged.passRetained(report).toOpaque(), rank,
            { pointer in pointer.map { Unmanaged<RankReport>.fromOpaque($0).release() } })
    }

    /// The `fts5_extension_function`: one call per matching row, or one in all when it walks the
    /// phrase's rows itself (``RankReport/walksPhrase``).
    private static let rank: fts5_extension_function = { api, fts, context, count, values in
        guard let api, let fts, let values, count == 1 else {
            sqlite3_result_error(context, "\(RankFunction.name): expected (fts table, phrases)", -1)
            return
        }
        // Every row after the first finds its statement's state here: nothing else is looked up.
        if let existing = api.pointee.xGetAuxdata(fts, 0) {
            // The statement's auxiliary data holds the state until the statement ends: no
            // retain and release around each row's call.
            let score = Unmanaged<RankState>.fromOpaque(existing)._withUnsafeGuaranteedRef { $0.score(api: api, fts: fts) }
            sqlite3_result_double(context, score)
            return
        }
        guard let report = api.pointee.xUserData(fts).map({ Unmanaged<RankReport>.fromOpaque($0).takeUnretainedValue() }) else {
            sqlite3_result_error(context, "\(RankFunction.name): registered without its report", -1)
            return
        }
        let state = RankState(api: api, fts: fts, phrases: Int(sqlite3_value_int64(values[0])), report: report)
        _ = api.pointee.xSetAuxdata(fts, Unmanaged.passRetained(state).toOpaque()) { pointer in
            pointer.map { Unmanaged<RankState>.fromOpaque($0).release() }
        }
        if report.walksPhrase {
            // Every row of the phrase, this one among them.
            let code = state.scoreEveryRow(api: api, fts: fts)
            guard code == SQLITE_OK else {
                sqlite3_result_error_code(context, code)
                return
            }
            sqlite3_result_double(context, 0)
            return
        }
        sqlite3_result_double(context, state.score(api: api, fts: fts))
    }
}

/// What the last `blogkit_rank` statement on a connection kept: its best rows. One per
/// connection, which runs one statement at a time. Also where that connection's statements
/// find every post's length once it is worth reading them (``useLengths(in:scoring:of:packed:)``).
final class RankReport: @unchecked Sendable {
    var top = TopMatches(count: 1)
    /// The posts holding each phrase (by its index in the `MATCH` expression), where the caller
    /// knows them (``SearchBounds``): the statement then counts them no more.
    var knownPostCounts: [Int: Int64] = [:]
    /// Each phrase's IDF once a statement has counted it: the next statements of the same search
    /// (``BlockMaxRanking``'s blocks) count it no more.
    var inverseFrequencies: [Int: Double] = [:]
    /// True when the statement's one phrase is in every row it scores and in no other post (a
    /// query of one term, unfiltered): its IDF then comes from the number of rows, once the
    /// statement has counted them (``deferredBest()``), instead of from a walk of the phrase's
    /// posts of its own on the first row. Rows are kept by their score at an IDF of 1, which
    /// orders them as the IDF does, with a margin for rounding (``TopMatches/tolerance``).
    var defersInverseFrequency = false
    /// True when the statement's one phrase is in every row it scores and in no other post, as
    /// for ``defersInverseFrequency``: its first row then scores every row, walking the phrase's
    /// posts with FTS5's `xQueryPhrase`, and the statement needs no other row (`LIMIT 1`).
    /// SQLite's loop over the rows, with a call of the function for each, cost about as much as
    /// the scoring itself.
    private(set) var walksPhrase = false
    /// What each scored row counts (``UncheckedState``).
    private struct Tally {
        var rows = 0
        var lookups = 0
        /// ``top``'s threshold as of the last offer: no row below it can be among the best.
        var floor = -Double.infinity
    }

    private let tally = UncheckedState(Tally())

    /// Rows scored since ``start(keep:postCounts:defersInverseFrequency:)``.
    var rows: Int {
        get { tally.pointer.pointee.rows }
        set { tally.pointer.pointee.rows = newValue }
    }

    /// Offers a scored row to ``top``, unless it is below the best rows kept.
    func offer(_ match: ScoredMatch) {
        guard match.score >= tally.pointer.pointee.floor else { return }
        top.offer(match)
        tally.pointer.pointee.floor = top.threshold
    }
    /// The post count and average length the last statement scored with.
    var averages: (rowCount: Double, averageLength: Double) = (1, 0)
    /// Every post's length, once read; kept across statements while current.
    private var cachedLengths: DocumentLengths?
    /// What the next `blogkit_rank` statement reads lengths from: nil for `blockLengths`.
    private(set) var lengths: DocumentLengths?
    /// Where it reads them otherwise, in a snapshot whose ``SearchLengths`` is current, until
    /// ``endRanking()``: nil for FTS5's own lookup.
    private(set) var blockLengths: BlockLengths?
    /// Lengths FTS5 looked up one by one since the lengths were last read (or ever).
    var lookups: Int {
        get { tally.pointer.pointee.lookups }
        set { tally.pointer.pointee.lookups = newValue }
    }

    /// Makes the next statement read lengths from memory when they are read and current in
    /// `db`'s snapshot, or when this connection's lookups so far and the `rows` it is about to
    /// score would cost as much as reading the lengths of all `posts` (``rowsForLengths(posts:packed:)``):
    /// a search for a word in many posts reads them, one for a rarer word looks lengths up, and a
    /// process that searches on reads them once it has spent what that costs, and then no longer
    /// pays per row. `packed`: ``SearchLengths`` is in step with the index, and reading from it
    /// costs about a sixteenth of a lookup for each post (2.7 ms at 100,000 posts, most of it
    /// faulting in fresh memory); from FTS5's table, about a quarter (8 ms). Packed lengths read
    /// block by block (``BlockLengths``) cost no fresh memory: every length is read only from
    /// the second search of a connection that would read them, which a process that searches
    /// once (a `blogkit search`) never makes.
    func useLengths(in db: Database, scoring rows: Int, of posts: Int, packed: Bool) throws {
        if let cached = cachedLengths, try cached.isCurrent(in: db) {
            lengths = cached
            blockLengths = nil
            return
        }
        let spent = lookups + rows
        let pays = spent >= Self.rowsForLengths(posts: posts, packed: packed)
        if pays, packed, searchesWantingEveryLength == 0 {
            wantsEveryLength = true
        }
        if pays, !packed || searchesWantingEveryLength > 0 {
            cachedLengths = try DocumentLengths(db: db, packed: packed)
            lengths = cachedLengths
            blockLengths = nil
            lookups = 0
        } else {
            cachedLengths = nil
            lengths = nil
            if packed, blockLengths == nil { blockLengths = try BlockLengths(db: db) }
        }
    }

    /// Starts a search's ranking: its best `keep` rows are wanted.
    func start(keep: Int, postCounts: [Int: Int64], defersInverseFrequency: Bool = false) {
        top = TopMatches(count: keep, tolerance: defersInverseFrequency ? TopMatches.roundingTolerance : 0)
        tally.pointer.pointee.floor = top.threshold
        knownPostCounts = postCounts
        inverseFrequencies = [:]
        self.defersInverseFrequency = defersInverseFrequency
        walksPhrase = defersInverseFrequency
        rows = 0
    }

    /// The best rows and their ties, scored with the IDF of a phrase in ``rows`` posts, when the
    /// statement deferred it: the score each would have had with it all along.
    func deferredBest() -> [ScoredMatch] {
        let inverseFrequency = RankState.inverseFrequency(posts: Double(rows), rowCount: averages.rowCount)
        return top.best().map { match in
            var match = match
            match.score = match.frequency > 0
                ? RankState.termScore(
                    inverseFrequency: inverseFrequency, frequency: match.frequency, length: match.length,
                    averageLength: averages.averageLength)
                : 0
            return match
        }
    }

    /// Lets go of what a search read in its own snapshot (``blockLengths``): call it before
    /// the read that ranked ends.
    func endRanking() {
        blockLengths = nil
        if wantsEveryLength { searchesWantingEveryLength += 1 }
        wantsEveryLength = false
    }

    /// Searches of this connection that would have read every packed length, and whether the
    /// current one would (``useLengths(in:scoring:of:packed:)``).
    private var searchesWantingEveryLength = 0
    private var wantsEveryLength = false

    /// The rows to score (or looked up so far) from which reading the lengths of all `posts` pays.
    static func rowsForLengths(posts: Int, packed: Bool) -> Int {
        packed ? max(fewestRowsForPackedLengths, posts / 16) : max(fewestRowsForLengths, posts / 4)
    }

    /// Below them, reading every length never pays.
    private static let fewestRowsForPackedLengths = 500
    private static let fewestRowsForLengths = 1000
}
