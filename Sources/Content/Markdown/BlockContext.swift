import CCmark

/// A block container being filled (document, quote, list item), with its open paragraph.
final class BlockContext {
    let container: MarkdownNode
    private var paragraph: InlineSink?
    /// The list last appended, while nothing else has been appended after it.
    var openList: OpenList?

    init(_ container: MarkdownNode) {
        self.container = container
    }

    /// The open paragraph, created on first use: inline content at block level becomes a paragraph.
    var openParagraph: InlineSink {
        if let paragraph { return paragraph }
        let node = MarkdownNode(CMARK_NODE_PARAGRAPH)
        container.append(node)
        let sink = InlineSink(node)
        paragraph = sink
        return sink
    }

    var hasOpenParagraph: Bool { paragraph != nil }

    /// The open paragraph if there is one, without opening one.
    var currentParagraph: InlineSink? { paragraph }

    /// Ends the open paragraph, if any: the next inline content starts a new one.
    func closeParagraph() {
        paragraph?.flush()
        paragraph = nil
    }

    /// Appends a block node after closing the open paragraph.
    func appendBlock(_ node: MarkdownNode) {
        closeParagraph()
        container.append(node)
    }
}
