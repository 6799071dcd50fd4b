import Foundation

/// One page of hits for a ``SearchQuery``, best first.
public struct SearchResults: Sendable {
    /// The hits on this page.
    public var hits: [SearchHit]
    /// How many posts match the query and its filters (all pages), counted up to
    /// ``Archive/matchCountLimit``.
    public var matchCount: Int
    /// False when more than ``matchCount`` posts match: counting stopped at the limit.
    public var matchCountIsExact = true
    /// Time spent in the database, parsing excluded.
    public var duration: Duration = .zero
    /// How the matches were ranked, when a query of common words was ranked block by block of
    /// posts (about twelve days each): the blocks scored, of those that could hold a match. Nil
    /// when every match was scored.
    public var blocks: (ranked: Int, candidates: Int)?
}

/// A post that matched, with what a result list shows of it.
public struct SearchHit: Sendable, Equatable {
    /// The post's id in the archive (``Post/id``).
    public var id: Int64
    /// The post's key: its guid, else its link (see import).
    public var guid: String
    public var title: String
    public var link: String?
    /// Publication date; nil when the feed gave none.
    public var published: Date?
    /// Category names, feed order.
    public var categories: [String]
    /// A short passage of the prose (else the code) around the matches.
    public var snippet: Snippet
    /// Relevance, higher is better: FTS5's bm25 score, negated, with ``SearchColumn`` weights;
    /// 0 for a filter-only query.
    public var score: Double
    /// The columns in which a searched term occurs, index order.
    public var matchedIn: [SearchColumn]
}

/// A passage of text with the matched words marked.
public struct Snippet: Sendable, Equatable {
    /// Pieces of the passage in order; `isMatch` marks matched words.
    public var parts: [(text: String, isMatch: Bool)]

    /// The passage without marks.
    public var text: String { parts.map(\.text).joined() }

    public static func == (lhs: Snippet, rhs: Snippet) -> Bool {
        lhs.parts.elementsEqual(rhs.parts) { $0.text == $1.text && $0.isMatch == $1.isMatch }
    }

    /// Splits text in which FTS5 `snippet()` put `open` and `close` around each match.
    init(marked: String, open: Unicode.Scalar, close: Unicode.Scalar) {
        var parts: [(text: String, isMatch: Bool)] = []
        var current = String.UnicodeScalarView()
        var inMatch = false
        var lastWasSpace = true
        for scalar in marked.unicodeScalars {
            guard scalar == open || scalar == close else {
                // Newlines and indentation of the source collapse to single spaces.
                if scalar.isASCII ? (scalar == " " || (0x09...0x0D).contains(scalar.value)) : scalar.properties.isWhitespace {
                    if !lastWasSpace { current.append(" ") }
                    lastWasSpace = true
                } else {
                    current.append(scalar)
                    lastWasSpace = false
                }
                continue
            }
            if !current.isEmpty { parts.append((String(current), inMatch)) }
            current = String.UnicodeScalarView()
            inMatch = scalar == open
        }
        if !current.isEmpty { parts.append((String(current), inMatch)) }
        // Whitespace is collapsed, so at most one space trails.
        if let last = parts.last, last.text.hasSuffix(" ") {
            let trimmed = String(last.text.dropLast())
            if trimmed.isEmpty { parts.removeLast() } else { parts[parts.count - 1].text = trimmed }
        }
        self.parts = parts
    }
}
