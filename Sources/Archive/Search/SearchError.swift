/// Why a search cannot run as typed. Each `description` is one line saying what to do instead.
public enum SearchError: Error, Equatable, CustomStringConvertible {
    /// No word to look for and no filter.
    case nothingToSearch
    /// Every term is an exclusion (`-word`, `NOT word`); FTS5 cannot list "everything but".
    case onlyExclusions(String)
    /// More words than a search looks for at once.
    case tooManyWords(count: Int, limit: Int)
    /// More characters than a query may have (pasted text rather than search words).
    case tooLong(limit: Int)
    /// A `--since`/`--until` value that is not `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    case invalidDate(String)
    /// `limit` or `offset` outside what a search accepts.
    case outOfRange(name: String, value: Int, range: ClosedRange<Int>)

    public var description: String {
        switch self {
        case .nothingToSearch:
            "nothing to search for: type words, \"a phrase\" or a prefix*, or filter by category or date"
        case let .onlyExclusions(term):
            "nothing to search for: every term is excluded (\(term)); to search for it, quote it: \"\(term)\""
        case let .tooManyWords(count, limit):
            "the query has \(count) words; a search looks for at most \(limit)"
        case let .tooLong(limit):
            "the query is over \(limit) characters; shorten it to the words that matter"
        case let .invalidDate(text):
            "not a date: '\(text)' (expected YYYY, YYYY-MM or YYYY-MM-DD)"
        case let .outOfRange(name, value, range):
            "\(name) must be between \(range.lowerBound) and \(range.upperBound), not \(value)"
        }
    }
}
