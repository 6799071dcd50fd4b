import Foundation
import GRDBSQLite

/// One `blogkit_rank` statement's constants, set up on its first row, and the IDF of each phrase,
/// counted the first time a row contains it (see ``RankFunction``).
final class RankState {
    private static let weights = SearchColumn.allCases.map(\.weight)
    private static let k1 = 1.2
    private static let b = 0.75

    private let rowCount: Double
    private let averageLength: Double
    private let countLimit: Int64
    private let idRange: ClosedRange<Int64>
    private let report: RankReport
    private var inverseFrequencies: [Double?]

    init(api: Fts5ExtensionApi, fts: OpaquePointer, countLimit: Int64, idRange: ClosedRange<Int64>, report: RankReport) {
        var rows: Int64 = 0
        var tokens: Int64 = 0
        _ = api.xRowCount(fts, &rows)
        _ = api.xColumnTotalSize(fts, -1, &tokens)
        rowCount = Double(max(rows, 1))
        averageLength = Double(tokens) / rowCount
        self.countLimit = max(countLimit, 1)
        self.idRange = idRange
        self.report = report
        inverseFrequencies = Array(repeating: nil, count: Int(api.xPhraseCount(fts)))
        report.documentCounts = [:]
        report.matchedColumns = [:]
    }

    /// The current row's score: for each phrase, its IDF times its saturated, length-normalized
    /// frequency, a hit in a column counting that column's weight. Records the row's matched
    /// columns in the report.
    func score(api: Fts5ExtensionApi, fts: OpaquePointer) -> Double {
        var length: Int32 = 0
        _ = api.xColumnSize(fts, -1, &length)
        let saturation = Self.k1 * (1 - Self.b + Self.b * Double(length) / averageLength)
        var score = 0.0
        var columns: UInt32 = 0
        for phrase in inverseFrequencies.indices {
            var iterator = Fts5PhraseIter()
            var column: Int32 = 0
            var offset: Int32 = 0
            var frequency = 0.0
            _ = api.xPhraseFirst(fts, Int32(phrase), &iterator, &column, &offset)
            while column >= 0 {
                frequency += Self.weights.indices.contains(Int(column)) ? Self.weights[Int(column)] : 1
                columns |= 1 << UInt32(min(column, 31))
                api.xPhraseNext(fts, &iterator, &column, &offset)
            }
            guard frequency > 0 else { continue }
            score += inverseFrequency(phrase, api: api, fts: fts) * frequency * (Self.k1 + 1) / (frequency + saturation)
        }
        report.matchedColumns[api.xRowid(fts)] = columns
        return score
    }

    /// bm25's IDF, ln((N - n + 0.5) / (n + 0.5)), at least 1e-6, where n is the number of posts
    /// containing the phrase: counted up to `countLimit`, estimated past it.
    private func inverseFrequency(_ phrase: Int, api: Fts5ExtensionApi, fts: OpaquePointer) -> Double {
        if let known = inverseFrequencies[phrase] { return known }
        var counter = PhraseCounter(limit: countLimit)
        _ = withUnsafeMutablePointer(to: &counter) { pointer in
            api.xQueryPhrase(fts, Int32(phrase), pointer) { api, fts, context in
                guard let counter = context?.assumingMemoryBound(to: PhraseCounter.self) else { return SQLITE_ERROR }
                counter.pointee.count += 1
                guard counter.pointee.count >= counter.pointee.limit, let api, let fts else { return SQLITE_OK }
                counter.pointee.lastId = api.pointee.xRowid(fts)
                return SQLITE_DONE
            }
        }
        report.documentCounts[Int32(phrase)] = counter.count
        var posts = Double(counter.count)
        if counter.count >= countLimit {
            // The posts counted span ids up to `lastId` (ascending order): scale to the whole range.
            let spanned = Double(counter.lastId - idRange.lowerBound) + 1
            let range = Double(idRange.upperBound - idRange.lowerBound) + 1
            posts = min(rowCount, posts * max(1, range / max(spanned, 1)))
        }
        let idf = max(log((rowCount - posts + 0.5) / (posts + 0.5)), 1e-6)
        inverseFrequencies[phrase] = idf
        return idf
    }

    /// What the `xQueryPhrase` callback counts.
    private struct PhraseCounter {
        var limit: Int64
        var count: Int64 = 0
        var lastId: Int64 = 0
    }
}
