/// What a person typed, read as a search: every word must match, `"exact phrases"`, prefixes
/// (`key*`), `OR` between two terms, exclusions (`-word`, `NOT word`) and column filters
/// (`title:keychain`, `code:NSLog`, `prose:`, `category:`). Anything else is a literal word.
///
/// The parser never fails on odd input: an unbalanced quote runs to the end; an operator or a
/// column filter with nothing to apply to (`a AND`, `OR a`, `keychain title:`) is dropped, or is
/// the word itself when nothing else is searched (`AND`); `title: keychain` filters the next
/// term; punctuation without letters or digits (`*`, `(`, `->`) is dropped because the index has
/// no token for it; control characters are spaces.
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
        /// `title:` followed by a space.
        case column(SearchColumn, source: Substring)

        /// The item as typed.
        var typed: String {
            switch self {
            case .or: "OR"
            case .and: "AND"
            case .not: "NOT"
            case let .column(_, source), let .term(_, _, source): String(source)
            }
        }

        var isIncludedTerm: Bool {
            if case let .term(term, excluded, _) = self { !excluded && term.wordCount > 0 } else { false }
        }
    }

    static func parse(_ text: String) -> Result {
        var result = Result()
        var joinNext = false
        var excludeNext = false
        var columnNext: SearchColumn?
        let items = tokenize(text)
        let searchesTerms = items.contains(where: \.isIncludedTerm)
        for (index, item) in items.enumerated() {
            let nextIsTerm = index + 1 < items.count && items[index + 1].isIncludedTerm
            switch item {
            case .or where !result.required.isEmpty && nextIsTerm && !excludeNext:
                joinNext = true
            case .and where !result.required.isEmpty && nextIsTerm:
                continue
            case .not where nextIsTerm:
                excludeNext = true
            case let .column(column, _) where nextIsTerm:
                columnNext = column
            case .term(var term, let excluded, let source):
                if term.column == nil { term.column = columnNext }
                columnNext = nil
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
            case .or, .and, .not, .column:
                // Nothing to apply to: dropped, or the word itself when nothing else is searched.
                if searchesTerms { break }
                result.required.append([QueryTerm(text: item.typed)])
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
        if let colon = rest.firstIndex(of: ":"), let named = SearchColumn(filterName: rest[..<colon]) {
            let after = rest[rest.index(after: colon)...]
            if let next = after.first, !next.isWhitespace {
                column = named
                rest = after
            } else if !excluded {
                return (.column(named, source: input[..<after.startIndex]), after)
            }
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
            var stem = word
            while stem.last == "*" { stem = stem.dropLast() }
            term.text = String(stem)
            term.isPrefix = stem.endIndex < word.endIndex && term.wordCount > 0
                && stem.unicodeScalars.last.map(QueryTerm.isWordScalar) == true
        }
        let source = input[..<rest.startIndex]
        return (.term(term, excluded: excluded, source: source), rest)
    }
}
