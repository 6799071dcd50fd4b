import CCmark

/// One paragraph of an excerpt, filled inline node by inline node from the source post: each node
/// is cleaned as it arrives (images and raw HTML dropped, hard breaks made soft, adjacent text
/// merged) and its units are counted, so that the walk can stop in the middle of a long paragraph
/// or list once the excerpt has all it needs.
struct ExcerptParagraph {
    /// The paragraph node, detached until ``ExcerptTree`` keeps it.
    let node = MarkdownNode(CMARK_NODE_PARAGRAPH)
    /// The units counted so far, this paragraph's included.
    private(set) var tally: ExcerptTally
    /// The paragraph holds text a reader sees (not only whitespace, breaks or empty links).
    private(set) var hasText = false
    /// The text nodes at the end of the paragraph, merged when the run ends; the words white space
    /// ends in it count towards `isFull` already.
    private var run = ExcerptTextRun()

    init(tally: ExcerptTally) {
        self.tally = tally
    }

    /// True once the excerpt has all it needs: the rest of the post need not be read.
    var isFull: Bool { hasText && tally.isFull(adding: run.endedWords) }

    /// Moves the children of `source` (a paragraph) to the end of this one, stopping once full.
    /// Returns the number of source nodes read.
    mutating func appendChildren(of source: MarkdownNode) -> Int {
        var visited = 0
        while !isFull, let child = source.firstChild {
            visited += append(child)
        }
        return visited
    }

    /// Separates list items: "; " unless the text so far ends in punctuation, and nothing before the first.
    mutating func appendSeparator() {
        guard node.firstChild != nil else { return }
        let last = run.lastCharacter ?? ExcerptInlines.lastCharacter(before: run.head, in: node)
        appendText(MarkdownNode.text(last.map { ".!?;:,".contains($0) } ?? true ? " " : "; "))
    }

    /// Ends the paragraph: counts its last run and trims its edges. Returns whether it has text.
    mutating func finish() -> Bool {
        endRun()
        ExcerptInlines.trimEdges(of: node)
        return hasText
    }

    // MARK: Appending

    /// Moves `inline` here, cleaned; returns the number of nodes read.
    private mutating func append(_ inline: MarkdownNode) -> Int {
        switch inline.type {
        case CMARK_NODE_IMAGE, CMARK_NODE_HTML_INLINE:
            inline.remove()
            return 1
        case CMARK_NODE_TEXT:
            if !hasText { hasText = Self.isVisible(inline.literal) }
            appendText(inline)
            return 1
        case CMARK_NODE_LINEBREAK, CMARK_NODE_SOFTBREAK:
            endRun()
            inline.remove()
            node.append(MarkdownNode(CMARK_NODE_SOFTBREAK))
            return 1
        case let type:
            endRun()
            let visited = 1 + ExcerptInlines.clean(inside: inline)
            node.append(inline)
            guard [CMARK_NODE_LINK, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_CODE].contains(type) else { return visited }
            let text = ExcerptInlines.plainText(inline)
            if !hasText { hasText = Self.isVisible(text) }
            tally.addUnit(words: max(1, ExcerptUnits.wordEnds(in: text).count))
            return visited
        }
    }

    /// Adds a text node to the run at the end of the paragraph.
    private mutating func appendText(_ text: MarkdownNode) {
        if !run.add(text) { node.append(text) }
    }

    /// Ends the run of text at the end of the paragraph and counts its words.
    private mutating func endRun() {
        let words = run.words
        if run.end() != nil { tally.addWords(words) }
    }

    private static func isVisible(_ text: String) -> Bool {
        text.contains { !$0.isWhitespace }
    }
}
