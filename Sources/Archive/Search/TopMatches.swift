/// The best `count` matches of a stream of scored matches, and every match tied with the last of
/// them or within a ``tolerance`` of it (ties are put in date order later, by
/// ``ScoredMatch/page(of:offset:limit:dates:)``), in memory proportional to `count` unless that
/// many are tied.
struct TopMatches {
    /// How many of the best are wanted.
    let count: Int
    /// Matches are kept down to this fraction below the `count`th best score, not only ties.
    let tolerance: Double
    private var matches: [ScoredMatch] = []
    /// No match below it can be among the best any more; it only rises.
    private(set) var threshold = -Double.infinity
    /// Kept matches that trigger the next compaction.
    private var compactionSize: Int

    /// A tolerance for scores that will be computed again in another order of operations: far
    /// above the few units in the last place that rounding moves them.
    static let roundingTolerance = 1e-9

    init(count: Int, tolerance: Double = 0) {
        self.count = max(count, 1)
        self.tolerance = tolerance
        compactionSize = 2 * self.count + 64
    }

    mutating func offer(_ match: ScoredMatch) {
        guard match.score >= threshold else { return }
        matches.append(match)
        if matches.count >= compactionSize { compact() }
    }

    /// The `count`th best score so far, which a match must reach to be kept; nil while fewer
    /// than `count` were offered.
    mutating func bar() -> Double? {
        compact()
        return matches.count >= count ? matches[count - 1].score : nil
    }

    /// The best `count` and their ties, best first.
    mutating func best() -> [ScoredMatch] {
        compact()
        return matches
    }

    /// Sorts, raises the threshold to the `count`th best score and drops what is below it.
    private mutating func compact() {
        matches.sort { $0.score > $1.score }
        guard matches.count > count else { return }
        // Scores are never negative: a fraction of one is below it.
        threshold = matches[count - 1].score * (1 - tolerance)
        let end = matches[count...].firstIndex { $0.score < threshold } ?? matches.count
        matches.removeSubrange(end...)
        // Many ties at the threshold: compact less often, so that the work stays linear.
        compactionSize = max(2 * count + 64, 2 * matches.count)
    }
}
