@testable import Content
import Testing

/// `PipeTableParagraphs` finds a paragraph's source lines by cmark's line numbers; it splits the
/// Markdown in its bytes, and must split exactly where `split(separator: "\n")` splits it.
@Suite("The Markdown's lines, split in bytes as String.split splits them")
struct PipeTableLinesTests {
    static let texts = [
        "", "\n", "\n\n", "a", "a\n", "a\nb", "| a |\n| --- |\n| 1 |\n",
        "crlf\r\nstays one line\r\n", "lone\rcr\n", "\r\n\r\n\n", "x\n\u{301}accent after a break\n",
        "ünïcödé\n表\n😀\n", "a\r", "\n\r\na",
    ]

    @Test("same lines as split(separator:omittingEmptySubsequences: false)", arguments: texts)
    func sameLines(_ text: String) {
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starts = PipeTableParagraphs.lineStarts(of: text)
        #expect(starts.indices.map { String(PipeTableParagraphs.line($0, of: text, starts: starts)) } == expected)
    }
}
