/// A search as a person asks for it: the text they typed plus filters and paging.
///
/// The text is read by ``QueryParser`` and translated to an FTS5 `MATCH` expression in which
/// every typed character is quoted, so no input can reach SQLite as syntax.
public struct SearchQuery: Sendable, Equatable {
    /// The most words a query looks for; more is almost surely pasted text, and each word costs
    /// a doclist walk.
    public static let maximumWords = 64
    /// The most characters a query may have: 64 words with quotes, operators and column
    /// filters fit many times over; more is pasted text, refused before it is parsed.
    public static let maximumLength = 1000
    /// The largest page a search returns.
    public static let maximumLimit = 1000
    /// The most hits a search skips: paging that far reads every hit before the page, and no
    /// person pages past a million.
    public static let maximumOffset = 1_000_000

    /// The text as typed.
    public let text: String
    /// Only posts in this category (case-insensitive, whole name).
    public let category: String?
    /// Only posts published at or after the start of this year, month or day.
    public let since: PartialDate?
    /// Only posts published before the end of this year, month or day.
    public let until: PartialDate?
    /// At most this many hits.
    public let limit: Int
    /// Skip this many hits first.
    public let offset: Int
    /// The FTS5 `MATCH` expression for `text`; nil when the query only filters.
    public let matchExpression: String?
    /// The terms a hit may contain (every term of `matchExpression` but the excluded ones).
    let terms: [QueryTerm]
    /// The phrases of `matchExpression`, excluded ones included.
    let phraseCount: Int
    /// For each of `terms`, the group of terms joined by `OR` it is in: a hit matches a term
    /// of every group.
    let groups: [Int]
    /// True when the query filters by category or date.
    var isFiltered: Bool { category != nil || since != nil || until != nil }

    /// Reads `text` and checks the filters. Throws when there is nothing to search for (no word
    /// and no filter, or only exclusions), too many words or characters, or paging out of range.
    public init(
        _ text: String, category: String? = nil, since: PartialDate? = nil, until: PartialDate? = nil,
        limit: Int = 10, offset: Int = 0
    ) throws(SearchError) {
        guard (1...Self.maximumLimit).contains(limit) else {
            throw .outOfRange(name: "limit", value: limit, range: 1...Self.maximumLimit)
        }
        guard (0...Self.maximumOffset).contains(offset) else {
            throw .outOfRange(name: "offset", value: offset, range: 0...Self.maximumOffset)
        }
        // Counting stops past the limit: a pasted book is refused as fast as a long line.
        guard text.index(text.startIndex, offsetBy: Self.maximumLength, limitedBy: text.endIndex)
            .map({ $0 == text.endIndex }) ?? true else { throw .tooLong(limit: Self.maximumLength) }
        let parsed = QueryParser.parse(text)
        let words = (parsed.required.joined() + parsed.excluded).reduce(0) { $0 + $1.wordCount }
        guard words <= Self.maximumWords else { throw .tooManyWords(count: words, limit: Self.maximumWords) }
        let category = category.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        if parsed.required.isEmpty {
            if let excluded = parsed.excludedAsTyped.first { throw .onlyExclusions(excluded) }
            if category == nil, since == nil, until == nil { throw .nothingToSearch }
        }
        self.text = text
        self.category = category
        self.since = since
        self.until = until
        self.limit = limit
        self.offset = offset
        self.terms = parsed.required.flatMap { $0 }
        self.groups = parsed.required.enumerated().flatMap { group, terms in terms.map { _ in group } }
        self.phraseCount = terms.count + parsed.excluded.count
        self.matchExpression = parsed.required.isEmpty ? nil : Self.expression(for: parsed)
    }

    /// `(a OR b) AND c`, then `NOT` each excluded term: `((a OR b) AND c) NOT d`.
    private static func expression(for parsed: QueryParser.Result) -> String {
        let groups = parsed.required.map { group in
            group.count == 1 ? group[0].matchExpression
                : "(" + group.map(\.matchExpression).joined(separator: " OR ") + ")"
        }
        return parsed.excluded.reduce(groups.joined(separator: " AND ")) { expression, term in
            "(\(expression)) NOT \(term.matchExpression)"
        }
    }
}
