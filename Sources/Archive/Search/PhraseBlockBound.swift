/// What one phrase of a query can add to the score of a post in one block of posts
/// (``BlockMaxRanking``), and the bound of a block from all of its phrases' at once.
///
/// The phrases of a query are in the same post, so they share its length. Bounding each at its
/// own best length and adding them up (the best post for one word is rarely the best for the
/// other) leaves most blocks in for two common words; bounding them together at each length a
/// post of the block can have is as safe and much tighter.
enum PhraseBlockBound {
    /// Its best score in any post of the block, exactly (a phrase in few posts).
    case exact(Double)
    /// A tracked word's frontier, or each of the tracked words of a phrase of them (a phrase is
    /// no more frequent in a post than any of its words), at the phrase's IDF.
    case frontiers([TermFrontier], inverseFrequency: Double)

    /// The highest score a post of the block can have, summed phrase by phrase in the order the
    /// ranking adds them (`parts`: the query's phrases that may be in the block).
    ///
    /// A post of length `L` holding a tracked word has at most the frequency of the frontier's
    /// point with the highest frequency among those no longer than `L` (some post of the block
    /// beats it on both or equals it). That frequency changes only at a point's length, and at
    /// the same frequency a longer post scores less: so the highest score at any length is the
    /// highest at one of the points' lengths, where every phrase is bounded at that same length.
    /// A phrase with no point as short contributes nothing there (no post that short holds it).
    static func bound(of parts: [PhraseBlockBound], averageLength: Double) -> Double {
        var lengths: [Int32] = []
        for case .frontiers(let frontiers, _) in parts {
            for frontier in frontiers { lengths.append(contentsOf: frontier.points.map(\.length)) }
        }
        // A post shorter than every point holds no tracked phrase: only the exact ones.
        var best = parts.reduce(0.0) { sum, part in
            if case .exact(let score) = part { return sum + score }
            return sum
        }
        for length in Set(lengths) {
            var sum = 0.0
            for part in parts {
                switch part {
                case .exact(let score):
                    sum += score
                case .frontiers(let frontiers, let inverseFrequency):
                    var least = Double.infinity
                    for frontier in frontiers {
                        // Points by frequency descending, so by length descending: the first
                        // no longer than `length` has the highest frequency of those.
                        guard let point = frontier.points.first(where: { $0.length <= length }) else {
                            least = 0
                            break
                        }
                        least = min(least, RankState.termScore(
                            inverseFrequency: inverseFrequency, frequency: Double(point.doubledFrequency) / 2,
                            length: length, averageLength: averageLength))
                    }
                    sum += least
                }
            }
            best = max(best, sum)
        }
        return best
    }
}
