/// The best `count` matches of a stream of scored matches, and every match tied with the last of
/// them (ties are put in date order later, by ``ScoredMatch/page(of:offset:limit:dates:)``), in
/// memory proportional to `count` unless that many are tied.
struct TopMatches {
    /// How many of the best are wanted.
    let count: Int
    private var matches: [ScoredMatch] = []
    /// No match below it can be among the best any more.
    private var threshold = -Double.infinity
    /// Kept matches that trigger the next compaction.
    private var compactionSize: Int

    init(count: Int) {
        self.count = max(count, 1)
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
        threshold = matches[count - 1].score
        let end = matches[count...].firstIndex { $0.score < threshold } ?? matches.count
        matches.removeSubrange(end...)
        // Many ties at the threshold: compact less often, so that the work stays linear.
        compactionSize = max(2 * count + 64, 2 * matches.count)
    }
}
