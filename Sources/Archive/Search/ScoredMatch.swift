import Foundation

/// A matching post's id and relevance, before its details are read.
struct ScoredMatch: Equatable {
    var id: Int64
    var score: Double
    /// The columns holding a phrase of the query: bit `i` for ``SearchColumn`` `i`.
    var columns: UInt32 = 0
    /// When the statement defers its phrase's IDF (``RankReport/defersInverseFrequency``): the
    /// phrase's weighted frequency in the post and the post's length, which score it once the
    /// IDF is known.
    var frequency: Double = 0
    var length: Int32 = 0

    /// The `limit` matches after `offset`, best first, equal scores newest first (undated last,
    /// then higher id first).
    ///
    /// Ranking reads only the index; dates live in the wide `post` rows, so they are read only
    /// for the runs of equal scores that reach into the page, through `dates`.
    static func page(
        of matches: [ScoredMatch], offset: Int, limit: Int, dates: ([Int64]) throws -> [Int64: Date]
    ) rethrows -> [ScoredMatch] {
        var sorted = matches.sorted { $0.score != $1.score ? $0.score > $1.score : $0.id > $1.id }
        let window = min(offset, sorted.count)..<min(offset + limit, sorted.count)
        guard let first = window.first, let last = window.last else { return [] }
        let tiedStart = sorted[..<first].lastIndex { $0.score != sorted[first].score }.map { $0 + 1 } ?? 0
        let tiedEnd = sorted[(last + 1)...].firstIndex { $0.score != sorted[last].score } ?? sorted.count
        let span = tiedStart..<tiedEnd
        if zip(sorted[span], sorted[span].dropFirst()).contains(where: { $0.score == $1.score }) {
            let published = try dates(sorted[span].map(\.id))
            sorted[span].sort { a, b in
                if a.score != b.score { return a.score > b.score }
                switch (published[a.id], published[b.id]) {
                case let (x?, y?) where x != y: return x > y
                case (.some, nil): return true
                case (nil, .some): return false
                default: return a.id > b.id
                }
            }
        }
        return Array(sorted[window])
    }
}
