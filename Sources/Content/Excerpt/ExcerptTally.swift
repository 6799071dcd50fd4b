/// The units of an excerpt gathered so far (see ``ExcerptUnits``), counted as they are gathered so
/// that the walk of the post can stop as soon as a cut has all it looks at: the units up to the
/// first two that lie past `wordsNeeded` words.
struct ExcerptTally {
    let wordsNeeded: Int
    /// Words in the units counted so far.
    private(set) var words = 0
    private var unitsPast = 0

    init(budget: Int) {
        wordsNeeded = ExcerptUnits.wordsNeeded(budget: budget)
    }

    /// True once two counted units end past `wordsNeeded`: whatever follows, no cut looks at it.
    var isFull: Bool { unitsPast >= 2 }

    /// True when `count` more one-word units would make the tally full.
    func isFull(adding count: Int) -> Bool {
        unitsPast + max(0, min(count, words + count - wordsNeeded)) >= 2
    }

    /// Counts one unit of `count` words: a link, emphasis or code span.
    mutating func addUnit(words count: Int) {
        words += count
        if words > wordsNeeded { unitsPast += 1 }
    }

    /// Counts `count` units of one word each: the words of a text node.
    mutating func addWords(_ count: Int) {
        words += count
        unitsPast += max(0, min(count, words - wordsNeeded))
    }
}
