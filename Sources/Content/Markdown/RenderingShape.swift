import CCmark

/// Last touches that make cmark's CommonMark renderer write what the tree means.
enum RenderingShape {
    /// Shapes the tree under `document`; a list in `keeping` stays when it has no item.
    static func apply(to document: MarkdownNode, keeping: Set<MarkdownNode> = []) {
        EmphasisFlanking.unwrapUnwritable(in: document)
        shape(document, keeping: keeping)
    }

    private static func shape(_ node: MarkdownNode, keeping: Set<MarkdownNode>) {
        // Items first (their blocks may move into a nested list), lists after their items.
        if node.type == CMARK_NODE_ITEM && !startWithContent(node) { return }
        for child in node.children { shape(child, keeping: keeping) }
        switch node.type {
        case CMARK_NODE_PARAGRAPH:
            escapeTildeFences(in: node)
        case CMARK_NODE_LIST where node.firstChild == nil && !keeping.contains(node):
            node.remove()
        case CMARK_NODE_LIST:
            cmark_node_set_list_tight(node.pointer, isTight(node) ? 1 : 0)
        case CMARK_NODE_CODE:
            // Two code spans side by side would share a run of backticks: they become one.
            if let previous = node.previous, previous.type == CMARK_NODE_CODE {
                node.literal = previous.literal + node.literal
                previous.remove()
            }
        case CMARK_NODE_LINEBREAK:
            // cmark writes a hard break as two trailing spaces, invisible and lost by any editor
            // that trims lines; CommonMark's other form, a backslash before the newline, is
            // written as a raw inline (cmark would escape it as text) followed by a newline.
            let backslash = MarkdownNode(CMARK_NODE_HTML_INLINE)
            backslash.literal = "\\"
            node.insertSiblingBefore(backslash)
            node.insertSiblingBefore(MarkdownNode(CMARK_NODE_SOFTBREAK))
            node.remove()
        default:
            break
        }
    }

    /// Whether `paragraph` opens with a table written as raw inline HTML (``startWithContent(_:)``).
    private static func opensWithTable(_ paragraph: MarkdownNode) -> Bool {
        guard let first = paragraph.firstChild, first.type == CMARK_NODE_HTML_INLINE else { return false }
        return first.literal != escapedTilde
    }

    /// What stands for the first `~` of a line of prose that starts with three: a raw inline,
    /// which cmark writes as it is.
    static let escapedTilde = "\\~"

    /// cmark escapes backticks in text but not tildes: a line of a paragraph that starts with
    /// `~~~` (a divider, `~~~~~~`) would open a code fence when parsed back, and everything after
    /// it, to the end of its container, would become code. Its first tilde is written escaped.
    private static func escapeTildeFences(in paragraph: MarkdownNode) {
        var atLineStart = true
        for child in paragraph.children {
            if atLineStart, child.type == CMARK_NODE_TEXT, child.literal.hasPrefix("~~~") {
                let escaped = MarkdownNode(CMARK_NODE_HTML_INLINE)
                escaped.literal = escapedTilde
                child.insertSiblingBefore(escaped)
                child.literal = String(child.literal.dropFirst())
            }
            atLineStart = child.type == CMARK_NODE_SOFTBREAK || child.type == CMARK_NODE_LINEBREAK
        }
    }

    /// cmark writes a rule or an HTML block that opens a list item after a blank line, which
    /// leaves the item empty when parsed back. A rule there is decoration and goes; an HTML
    /// block (a table) is written as raw inline HTML in a paragraph, which starts the same HTML
    /// block right after the item's marker.
    ///
    /// A bullet list that opens an item is written `  -   - a`, which moves the item's content
    /// column past the indentation cmark gives the item's next blocks: those blocks join the
    /// last item of that nested list, where they stay under the same bullet.
    /// Returns false when the item held nothing but rules and was removed.
    private static func startWithContent(_ item: MarkdownNode) -> Bool {
        while let first = item.firstChild, first.type == CMARK_NODE_THEMATIC_BREAK {
            first.remove()
        }
        guard let first = item.firstChild else {
            // Held nothing but a rule: an empty item under a paragraph would read as a heading.
            item.remove()
            return false
        }
        if first.type == CMARK_NODE_HTML_BLOCK {
            let paragraph = MarkdownNode(CMARK_NODE_PARAGRAPH)
            let html = MarkdownNode(CMARK_NODE_HTML_INLINE)
            html.literal = first.literal
            paragraph.append(html)
            first.insertSiblingBefore(paragraph)
            first.remove()
        } else if first.type == CMARK_NODE_LIST, cmark_node_get_list_type(first.pointer) == CMARK_BULLET_LIST,
                  let lastItem = first.lastChild {
            while let next = first.next {
                cmark_node_unlink(next.pointer)
                lastItem.append(next)
            }
        }
        return true
    }

    /// Tight lists are written without blank lines between the blocks of an item, so only an
    /// item made of one paragraph and nested lists is safe: a second paragraph would merge into
    /// the first, a rule under a paragraph would turn it into a heading, and the
    /// `<!-- end list -->` comment cmark puts between two nested lists would become a lazy
    /// continuation line of the first (both lists are loose then, the outer one and the first).
    /// A table opening an item runs, as an HTML block, to the next blank line: loose too.
    private static func isTight(_ list: MarkdownNode) -> Bool {
        if let next = list.next, next.type == CMARK_NODE_LIST || next.type == CMARK_NODE_CODE_BLOCK { return false }
        return list.children.allSatisfy { item in
            let blocks = item.children
            return blocks.enumerated().allSatisfy { index, block in
                switch block.type {
                case CMARK_NODE_PARAGRAPH: index == 0 && !opensWithTable(block)
                case CMARK_NODE_LIST: index + 1 == blocks.count || blocks[index + 1].type != CMARK_NODE_LIST
                default: false
                }
            }
        }
    }
}
