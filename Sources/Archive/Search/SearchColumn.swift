/// A column of the search index, in index order: what a column filter (`title:word`) names and
/// what a hit reports in `matchedIn`.
public enum SearchColumn: String, CaseIterable, Sendable {
    case title
    case categories
    case prose
    case code

    /// bm25 weights, in column order. A word in the title counts ten times a word in the prose:
    /// titles are short and say what a post is about; categories are chosen by the author but
    /// cover many posts; code repeats identifiers, so it counts half of prose.
    public var weight: Double {
        switch self {
        case .title: 10
        case .categories: 4
        case .prose: 1
        case .code: 0.5
        }
    }

    /// The column a query prefix names: `title:`, `category:` or `categories:`, `prose:`, `code:`.
    init?(filterName: Substring) {
        switch filterName.lowercased() {
        case "title": self = .title
        case "category", "categories": self = .categories
        case "prose": self = .prose
        case "code": self = .code
        default: return nil
        }
    }
}
