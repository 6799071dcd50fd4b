import Foundation
import GRDBSQLite

/// One `blogkit_rank` statement's constants, set up on its first row, and the IDF of each phrase,
/// counted the first time a row contains it (see ``RankFunction``).
final class RankState {
    private static let k1 = 1.2
    private static let b = 0.75

    private let rowCount: Double
    private let averageLength: Double
    private let report: RankReport
    /// Every post's length, when the report holds them for this statement.
    private let lengths: DocumentLengths?
    /// Else the lengths of the blocks of posts this search has scored, when the report reads them.
    private let blockLengths: BlockLengths?
    private var inverseFrequencies: [Double?]
    /// The phrases scored: the count of ``inverseFrequencies``, read on every row without the
    /// exclusivity check a `var` costs.
    private let phrases: Int
    /// The one phrase's IDF is applied after the statement (``RankReport/defersInverseFrequency``).
    private let defersInverseFrequency: Bool

    init(api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer, phrases: Int, report: RankReport) {
        var rows: Int64 = 0
        var tokens: Int64 = 0
        _ = api.pointee.xRowCount(fts, &rows)
        _ = api.pointee.xColumnTotalSize(fts, -1, &tokens)
        (rowCount, averageLength) = Self.averages(rows: rows, tokens: tokens)
        self.report = report
        lengths = report.lengths
        blockLengths = report.blockLengths
        let count = max(0, min(phrases, Int(api.pointee.xPhraseCount(fts))))
        let rowCount = rowCount
        inverseFrequencies = (0..<count).map { phrase in
            report.inverseFrequencies[phrase]
                ?? report.knownPostCounts[phrase].map { Self.inverseFrequency(posts: Double($0), rowCount: rowCount) }
        }
        self.phrases = count
        defersInverseFrequency = report.defersInverseFrequency && count == 1 && inverseFrequencies[0] == nil
        // Told to the caller, which scores the rows again only if they were scored so.
        report.defersInverseFrequency = defersInverseFrequency
        report.averages = (rowCount, averageLength)
    }

    /// More than a phrase of this IDF adds to any post's score, however frequent in it.
    static func maximumTermScore(inverseFrequency: Double) -> Double {
        // The frequency's share, f / (f + saturation), is below 1 by far more than rounding.
        inverseFrequency * (k1 + 1) * (1 + 1e-9)
    }

    /// What a phrase found `frequency` times in a post of `length` tokens adds to its score.
    /// ``PhraseBlockBound`` bounds it with this same computation.
    static func termScore(inverseFrequency: Double, frequency: Double, length: Int32, averageLength: Double) -> Double {
        let saturation = k1 * (1 - b + b * Double(length) / averageLength)
        return inverseFrequency * frequency * (k1 + 1) / (frequency + saturation)
    }

    /// bm25's IDF, ln((N - n + 0.5) / (n + 0.5)), at least 1e-6, for a phrase in n of N posts.
    static func inverseFrequency(posts: Double, rowCount: Double) -> Double {
        max(log((rowCount - posts + 0.5) / (posts + 0.5)), 1e-6)
    }

    /// The average post length and post count ``score(api:fts:)`` uses, from the index's
    /// averages as FTS5 reports them.
    static func averages(rows: Int64, tokens: Int64) -> (rowCount: Double, averageLength: Double) {
        let rowCount = Double(max(rows, 1))
        return (rowCount, Double(tokens) / rowCount)
    }

    /// The current row's score: for each phrase, its IDF times its saturated, length-normalized
    /// frequency, a hit in a column counting that column's weight. Offers the row, with the
    /// columns it matched in, to the report's best rows.
    func score(api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer) -> Double {
        let id = api.pointee.xRowid(fts)
        report.rows += 1
        var length: Int32 = 0
        if let known = lengths?.length(of: id) ?? blockLengths?.length(of: id) {
            length = known
        } else {
            _ = api.pointee.xColumnSize(fts, -1, &length)
            report.lookups += 1
        }
        var score = 0.0
        var columns: UInt32 = 0
        for phrase in 0..<phrases {
            let hits = PhraseHits(api: api, fts: fts, phrase: Int32(phrase))
            columns |= hits.columns
            guard hits.doubledFrequency > 0 else { continue }
            let frequency = Double(hits.doubledFrequency) / 2
            if defersInverseFrequency {
                let score = Self.termScore(inverseFrequency: 1, frequency: frequency, length: length, averageLength: averageLength)
                report.offer(ScoredMatch(id: id, score: score, columns: columns, frequency: frequency, length: length))
                return score
            }
            score += Self.termScore(
                inverseFrequency: inverseFrequency(phrase, api: api, fts: fts), frequency: frequency,
                length: length, averageLength: averageLength)
        }
        report.offer(ScoredMatch(id: id, score: score, columns: columns))
        return score
    }

    /// Scores every row holding the statement's one phrase (``RankReport/walksPhrase``), in rowid
    /// order, with FTS5's own walk of the phrase's posts: SQLite's result code. FTS5 calls back
    /// with this state itself as the context, unretained (the statement's auxiliary data holds
    /// it): a Swift closure there cost a retain, a release and two thunks a row, a tenth of a
    /// prefix query's time.
    func scoreEveryRow(api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer) -> Int32 {
        withExtendedLifetime(self) {
            api.pointee.xQueryPhrase(fts, 0, Unmanaged.passUnretained(self).toOpaque()) { api, fts, context in
                guard let api, let fts, let context else { return SQLITE_ERROR }
                _ = Unmanaged<RankState>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.score(api: api, fts: fts) }
                return SQLITE_OK
            }
        }
    }

    /// The phrase's IDF (``inverseFrequency(posts:rowCount:)``), where n is the number of posts
    /// containing the phrase, all of them counted, as FTS5's `bm25()` does, unless the report
    /// knows it already (``RankReport/knownPostCounts``).
    private func inverseFrequency(_ phrase: Int, api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer) -> Double {
        if let known = inverseFrequencies[phrase] { return known }
        var count: Int64 = 0
        _ = PhraseWalk.forEachRow(api: api, fts: fts, phrase: Int32(phrase)) { _, _ in count += 1 }
        let idf = Self.inverseFrequency(posts: Double(count), rowCount: rowCount)
        inverseFrequencies[phrase] = idf
        report.inverseFrequencies[phrase] = idf
        return idf
    }
}
