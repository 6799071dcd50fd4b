// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
import Archive
import Content
import Feeds
@testable import Import
import Testing

/// A WordPress comment's text is made in work linear in its length whatever it holds: its links
/// (``Clickable``), its code spans and paragraphs (``AutoParagraph``), its conversion. A regular
/// expression that skipped whole elements, or a lazy one that scanned to the end from every
/// opening never closed, took minutes on these comments; it examines 16 times the characters
/// for 4 times the units. The characters the scans examine are counted, no clock involved.
@Suite struct CommentTextLinearityTests {
    /// Comments shaped to make a scan repeat itself, of `count` units each.
    static let hostile: [(name: String, text: @Sendable (Int) -> String)] = [
        ("unclosed links", { String(repeating: "<a>x ", count: $0) + " http://example.com" }),
        ("closing parentheses", { "see http://example.com/" + String(repeating: ")", count: $0) }),
        ("unclosed code", { String(repeating: "<code>", count: $0) + String(repeating: "http://x.example ", count: $0 / 10) }),
        ("unclosed pre", { String(repeating: "<pre>\n", count: $0) }),
        ("unclosed code shortcodes", { String(repeating: "[code]x\n\n", count: $0) }),
    ]

    /// The characters examined in making the comment whose text is `text`.
    static func steps(_ text: String) -> Int {
        WorkMeter.measure { PostComment(WordPressComment(id: 1, contentHTML: text), baseURL: nil) }.steps
    }

    @Test(arguments: hostile.indices) func hostileTextTakesLinearWork(_ index: Int) {
        let (name, text) = Self.hostile[index]
        let quarter = Self.steps(text(1_000))
        let steps = Self.steps(text(4_000))
        #expect(quarter > 0, "\(name)")
        #expect(steps <= 5 * quarter, "\(name): \(quarter) characters examined for 1,000 units, \(steps) for 4,000")
    }
}
#endif
