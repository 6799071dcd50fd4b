/// What a person typed, read as a search: every word must match, `"exact phrases"`, prefixes
/// (`key*`), `OR` between two terms, exclusions (`-word`, `NOT word`) and column filters
/// (`title:keychain`, `code:NSLog`, `prose:`, `category:`). Anything else is a literal word.
///
/// The parser never fails on odd input: an unbalanced quote runs to the end, operators in the
/// wrong place (`AND` alone, `OR` at the end) are words, and punctuation without letters or
/// digits (`*`, `(`, `->`) is dropped because the index has no token for it; control
/// characters are spaces.
struct QueryParser {
    /// The parsed query: groups that must all match (each group matches if any of its terms
    /// does), and terms no hit may contain.
    struct Result: Equatable {
        var required: [[QueryTerm]] = []
        var excluded: [QueryTerm] = []
        /// The excluded terms as typed (`-word`, `NOT word`), for messages.
        var excludedAsTyped: [String] = []
    }

    private enum Item: Equatable {
        case term(QueryTerm, excluded: Bool, source: Substring)
        case or, and, not

        var isIncludedTerm: Bool {
            if case let .term(term, excluded, _) = self { !excluded && term.wordCount > 0 } else { false }
        }
    }

    static func parse(_ text: String) -> Result {
        var result = Result()
        var joinNext = false
        var excludeNext = false
        let items = tokenize(text)
        for (index, item) in items.enumerated() {
            let nextIsTerm = index + 1 < items.count && items[index + 1].isIncludedTerm
            switch item {
            case .or where !result.required.isEmpty && nextIsTerm && !excludeNext:
                joinNext = true
            case .and where !result.required.isEmpty && nextIsTerm:
                continue
            case .not where nextIsTerm:
                excludeNext = true
            case let .term(term, excluded, source):
                if term.wordCount == 0 { break }
                if excluded || excludeNext {
                    result.excluded.append(term)
                    result.excludedAsTyped.append(excluded ? String(source) : "NOT \(source)")
                } else if joinNext, !result.required.isEmpty {
                    result.required[result.required.count - 1].append(term)
                } else {
                    result.required.append([term])
                }
                joinNext = false
                excludeNext = false
            case .or, .and, .not:
                // An operator with nothing to apply to is the word itself.
                let word = item == .or ? "OR" : item == .and ? "AND" : "NOT"
                result.required.append([QueryTerm(text: word)])
            }
        }
        return result
    }

    private static func tokenize(_ text: String) -> [Item] {
        var items: [Item] = []
        // Control characters (NUL would end the expression inside SQLite) separate words.
        let scalars = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }
        var rest = String(String.UnicodeScalarView(scalars))[...]
        while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
            rest = rest[start...]
            let (item, remainder) = readItem(rest)
            items.append(item)
            rest = remainder
        }
        return items
    }

    /// Reads one item at the start of `input` (which starts with a non-space).
    private static func readItem(_ input: Substring) -> (Item, Substring) {
        var rest = input
        var excluded = false
        if rest.first == "-", let next = rest.dropFirst().first, !next.isWhitespace, next != "-" {
            excluded = true
            rest = rest.dropFirst()
        }
        var column: SearchColumn?
        if let colon = rest.firstIndex(of: ":"),
           let named = SearchColumn(filterName: rest[..<colon]),
           let after = rest[rest.index(after: colon)...].first, !after.isWhitespace {
            column = named
            rest = rest[rest.index(after: colon)...]
        }
        var term = QueryTerm(text: "", column: column)
        if rest.first == "\"" {
            let body = rest.dropFirst()
            let close = body.firstIndex(of: "\"") ?? body.endIndex
            term.text = String(body[..<close])
            rest = close == body.endIndex ? body[close...] : body[body.index(after: close)...]
            if rest.first == "*" {
                term.isPrefix = true
                rest = rest.drop(while: { $0 == "*" })
            }
        } else {
            let end = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
            let word = rest[..<end]
            rest = rest[end...]
            if !excluded, column == nil {
                switch word {
                case "OR": return (.or, rest)
                case "AND": return (.and, rest)
                case "NOT": return (.not, rest)
                default: break
                }
            }
            let stem = word.reversed().drop(while: { $0 == "*" }).reversed()
            term.text = String(stem)
            term.isPrefix = stem.count < word.count && term.wordCount > 0
                && String(stem).unicodeScalars.last.map(QueryTerm.isWordScalar) == true
        }
        let source = input[..<rest.startIndex]
        return (.term(term, excluded: excluded, source: source), rest)
    }
}
