import CCmark

/// Editors that write `<br><br>` instead of paragraphs (Blogger, older WordPress themes) show a
/// blank line there: the paragraph is split in two rather than given two hard breaks, which
/// CommonMark cannot write as a blank line.
enum ParagraphBreaks {
    static func split(in node: MarkdownNode) {
        if node.type == CMARK_NODE_PARAGRAPH {
            splitParagraph(node)
            return
        }
        for child in node.children { split(in: child) }
    }

    private static func splitParagraph(_ paragraph: MarkdownNode) {
        var current: MarkdownNode? = paragraph
        while let node = current {
            current = splitOnce(node)
        }
    }

    /// Splits `paragraph` at its first double break and returns the new paragraph after it.
    private static func splitOnce(_ paragraph: MarkdownNode) -> MarkdownNode? {
        var firstBreak: MarkdownNode?
        var between: [MarkdownNode] = []
        for child in paragraph.children {
            switch child.type {
            case CMARK_NODE_LINEBREAK where firstBreak != nil:
                let rest = MarkdownNode(CMARK_NODE_PARAGRAPH)
                while let next = child.next {
                    cmark_node_unlink(next.pointer)
                    rest.append(next)
                }
                paragraph.insertSiblingAfter(rest)
                (between + [firstBreak, child].compactMap { $0 }).forEach { $0.remove() }
                return rest
            case CMARK_NODE_LINEBREAK:
                firstBreak = child
            case CMARK_NODE_TEXT where firstBreak != nil && child.literal.allSatisfy({ $0 == " " }):
                between.append(child)
            default:
                firstBreak = nil
                between = []
            }
        }
        return nil
    }
}
