// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds;
// bench/content.sh builds the tests in release mode for its figures, without this suite.
#if DEBUG
@testable import Content
import Testing

/// The excerpt reads the opening of a post only: the nodes it visits, counted by `ExcerptTree`
/// (no clock involved), do not grow with the post, whatever its shape. A walk that re-reads what
/// it gathered (the plain text of a whole flattened list at every item, once) visits 16 times the
/// nodes for a 4 times longer list.
@Suite("Excerpt: work bounded by the budget, not by the post")
struct ExcerptLinearityTests {
    /// The shapes of long real posts.
    enum Shape: String, CaseIterable, Sendable {
        case longList, nestedLists, paragraphs, linksAndCode, quotesAfterCode

        /// A post of `count` units of this shape.
        func post(_ count: Int) -> String {
            switch self {
            case .longList:
                (0..<count).map { "- item \($0) of the list\n" }.joined()
            case .nestedLists:
                (0..<count).map { "- item \($0)\n  - sub item\n    - leaf *\($0)*\n" }.joined()
            case .paragraphs:
                (0..<count).map { "Paragraph \($0) has a [link](https://example.com/\($0)) in it.\n\n" }.joined()
            case .linksAndCode:
                (0..<count).map { "[link \($0)](https://example.com/\($0)) and `code \($0)` and " }.joined() + "end."
            case .quotesAfterCode:
                "```\ncode\n```\n\n" + (0..<count).map { "> Quoted **line** \($0).\n>\n" }.joined()
            }
        }
    }

    static func visits(_ markdown: String) -> Int {
        ExcerptTree(markdown: markdown, words: 55).visitedNodes
    }

    @Test("a 4 times longer post visits at most 4 times the nodes", arguments: Shape.allCases)
    func linear(shape: Shape) {
        let short = Self.visits(shape.post(500))
        let long = Self.visits(shape.post(2_000))
        #expect(short > 0)
        #expect(long <= 4 * short, "\(short) nodes visited for 500 units, \(long) for 2,000")
        // Stopping early makes it constant: both excerpts need the same opening.
        #expect(long == short, "\(short) nodes visited for 500 units, \(long) for 2,000")
    }

    @Test("the excerpt of a long post is that of its opening", arguments: Shape.allCases)
    func sameExcerpt(shape: Shape) {
        let excerpt = Excerpt.html(markdown: shape.post(2_000))
        #expect(excerpt == Excerpt.html(markdown: shape.post(40)))
        #expect(excerpt.hasSuffix("…</p>"))
    }
}
#endif
