import CCmark

/// Collects inline content into one cmark container (paragraph, heading, emphasis, link),
/// buffering text so that adjacent DOM text nodes become one cmark text node.
final class InlineSink {
    let container: MarkdownNode
    private var pending = ""

    init(_ container: MarkdownNode) {
        self.container = container
    }

    /// Appends whitespace-collapsed text, keeping a single space where two pieces meet.
    func appendText(_ text: String) {
        guard !text.isEmpty else { return }
        if pending.hasSuffix(" ") && text.hasPrefix(" ") {
            pending += text.dropFirst()
        } else {
            pending += text
        }
    }

    func append(_ node: MarkdownNode) {
        flush()
        container.append(node)
    }

    /// Writes buffered text into the container; call before the container is rendered.
    func flush() {
        guard !pending.isEmpty else { return }
        container.append(.text(pending))
        pending = ""
    }
}

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
