import Foundation
import CCmark

extension MarkdownBuilder {
    /// The inline Markdown of `cell` on one line: breaks become spaces, `|` is escaped (GFM
    /// reads `\|` as a pipe inside code spans and links too).
    func cellMarkdown(_ cell: DOMNode) -> String {
        let document = MarkdownDocument()
        let paragraph = MarkdownNode(CMARK_NODE_PARAGRAPH)
        document.root.append(paragraph)
        appendInlineChildren(of: cell, to: InlineSink(paragraph), style: [])
        Self.replaceBreaks(in: paragraph)
        TreeCleanup.run(on: document.root)
        return document.commonMark().replacingOccurrences(of: "\n", with: " ").trimmingSpaces
            .replacingOccurrences(of: "|", with: "\\|")
    }

    private static func replaceBreaks(in node: MarkdownNode) {
        for child in node.children {
            if child.type == CMARK_NODE_LINEBREAK || child.type == CMARK_NODE_SOFTBREAK {
                child.insertSiblingBefore(.text(" "))
                child.remove()
            } else {
                replaceBreaks(in: child)
            }
        }
    }
}
