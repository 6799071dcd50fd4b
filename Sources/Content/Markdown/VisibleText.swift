import CCmark

/// The text a reader sees in a subtree: text and code literals, each break as `lineBreak`.
/// An image's `alt` (cmark writes breaks as newlines there) and an excerpt's word count
/// (breaks as spaces) read it.
struct VisibleText: MarkdownWalker {
    let lineBreak: String
    private(set) var text = ""

    init(lineBreak: String) {
        self.lineBreak = lineBreak
    }

    mutating func visit(_ node: MarkdownNode) -> Bool {
        switch node.type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            text += node.literal
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            text += lineBreak
        default:
            return true
        }
        return false
    }
}

extension MarkdownNode {
    /// The text a reader sees in this node and below (see ``VisibleText``).
    func visibleText(lineBreak: String) -> String {
        var walker = VisibleText(lineBreak: lineBreak)
        walker.walk(self)
        return walker.text
    }
}
