extension StringProtocol {
    /// The text without the leading and trailing characters matching `isTrimmed`, found by
    /// index from both ends (no copy of the middle, no reversal).
    func trimming(where isTrimmed: (Character) -> Bool) -> SubSequence {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }

    /// The text without leading and trailing ASCII spaces.
    var trimmingSpaces: String {
        String(trimming { $0 == " " })
    }
}
