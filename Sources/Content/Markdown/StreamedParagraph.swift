import CCmark

/// A paragraph directly in a post's document whose start was written out while the post was
/// still being read (``MarkdownBuilder/flushStart(of:)``): a paragraph of a hundred thousand
/// links is never one cmark tree, nor parsed back whole for `html`.
///
/// The paragraph is cut inside a text node, between two ASCII letters: nothing the cleanup does
/// reaches across such a cut (text merging, space collapsing and trimming, emphasis flanking,
/// paragraph breaks, code span merging all need a space, a break or another node there), cmark
/// escapes neither letter wherever it stands on a line, and the inline parser has no delimiter
/// or bracket open between two nodes of a paragraph it wrote. So the start renders, and parses
/// back, as in place.
final class StreamedParagraph {
    /// The start written out so far: cmark's CommonMark as it wrote it.
    private(set) var rendering = StreamedList.Rendering()
    /// Its plain text, untrimmed (``PlainText/untrimmed(_:tables:before:)``).
    private(set) var text = ""

    /// Adds the next written-out run: `document`, cleaned up (``TreeCleanup``), holding it as a
    /// paragraph (or several, split at double breaks); `text` is its plain text.
    func add(_ document: MarkdownDocument, text: String) {
        rendering.append(BlockByBlockRendering.rendered(document))
        self.text += text
    }

    /// A byte offset in `literal` between two ASCII letters, nil when there is none.
    static func cut(in literal: UnsafeBufferPointer<UInt8>) -> Int? {
        guard literal.count > 1 else { return nil }
        for index in 1..<literal.count where isLetter(literal[index - 1]) && isLetter(literal[index]) {
            return index
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
