import CCmark

/// Whitespace and emptiness rules applied to the finished AST, so that cmark renders clean
/// CommonMark: no space just inside emphasis or a link (`* a *` would not parse back as
/// emphasis), no doubled, leading or trailing spaces, no hard break at the start or end of a
/// paragraph, no empty emphasis, paragraph, item, list or quote.
enum TreeCleanup {
    static func run(on document: MarkdownNode) {
        hoistEdges(document)
        cmark_consolidate_text_nodes(document.pointer)
        trimLeafBlocks(document)
        removeEmpty(document)
        setListTightness(document)
    }

    /// A list is tight when no item holds two paragraphs: a tight list would glue them together.
    private static func setListTightness(_ node: MarkdownNode) {
        for child in node.children { setListTightness(child) }
        guard node.type == CMARK_NODE_LIST else { return }
        let tight = node.children.allSatisfy { item in
            item.children.filter { $0.type == CMARK_NODE_PARAGRAPH }.count <= 1
        }
        cmark_node_set_list_tight(node.pointer, tight ? 1 : 0)
    }

    /// Post-order: moves leading/trailing spaces and hard breaks of emphasis and links out to
    /// their parent.
    private static func hoistEdges(_ node: MarkdownNode) {
        for child in node.children { hoistEdges(child) }
        switch node.type {
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK:
            while let first = node.firstChild, first.type == CMARK_NODE_LINEBREAK {
                cmark_node_unlink(first.pointer)
                node.insertSiblingBefore(first)
            }
            while let last = node.lastChild, last.type == CMARK_NODE_LINEBREAK {
                cmark_node_unlink(last.pointer)
                node.insertSiblingAfter(last)
            }
            if let first = node.firstChild, first.type == CMARK_NODE_TEXT, first.literal.hasPrefix(" ") {
                first.literal = String(first.literal.drop { $0 == " " })
                node.insertSiblingBefore(.text(" "))
            }
            if let last = node.lastChild, last.type == CMARK_NODE_TEXT, last.literal.hasSuffix(" ") {
                last.literal = String(last.literal.reversed().drop { $0 == " " }.reversed())
                node.insertSiblingAfter(.text(" "))
            }
        default:
            break
        }
    }

    /// Collapses spaces where text nodes meet and trims them at line starts and ends.
    private static func trimLeafBlocks(_ node: MarkdownNode) {
        switch node.type {
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_IMAGE:
            if node.type != CMARK_NODE_PARAGRAPH { replaceBreaksWithSpaces(in: node) }
            var state = LineState()
            trimInlines(of: node, state: &state)
            state.endLine()
        default:
            for child in node.children { trimLeafBlocks(child) }
        }
    }

    /// Headings and image descriptions are one line in CommonMark: their breaks become spaces.
    private static func replaceBreaksWithSpaces(in node: MarkdownNode) {
        for child in node.children {
            if child.type == CMARK_NODE_LINEBREAK {
                child.insertSiblingBefore(.text(" "))
                child.remove()
            } else {
                replaceBreaksWithSpaces(in: child)
            }
        }
    }

    private struct LineState {
        var atLineStart = true
        var lastText: MarkdownNode?

        mutating func endLine() {
            if let lastText, lastText.literal.hasSuffix(" ") {
                lastText.literal = String(lastText.literal.dropLast())
            }
            lastText = nil
            atLineStart = true
        }
    }

    private static func trimInlines(of node: MarkdownNode, state: inout LineState) {
        for child in node.children {
            switch child.type {
            case CMARK_NODE_TEXT:
                var literal = collapsingSpaces(child.literal)
                let afterSpace = state.atLineStart || state.lastText?.literal.hasSuffix(" ") == true
                if afterSpace && literal.hasPrefix(" ") { literal.removeFirst() }
                child.literal = literal
                if !literal.isEmpty {
                    state.lastText = child
                    state.atLineStart = false
                }
            case CMARK_NODE_LINEBREAK:
                if state.atLineStart {
                    child.remove()
                } else {
                    state.endLine()
                }
            case CMARK_NODE_IMAGE:
                trimLeafBlocks(child)
                state.atLineStart = false
                state.lastText = nil
            case CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
                state.atLineStart = false
                state.lastText = nil
            default:
                trimInlines(of: child, state: &state)
            }
        }
    }

    /// Text merged from several DOM nodes may hold two spaces where the pieces met.
    private static func collapsingSpaces(_ text: String) -> String {
        guard text.contains("  ") else { return text }
        var result = ""
        for character in text where !(character == " " && result.hasSuffix(" ")) {
            result.append(character)
        }
        return result
    }

    /// Post-order removal of empty text, emphasis, links, paragraphs, headings, items, lists, quotes.
    private static func removeEmpty(_ node: MarkdownNode) {
        for child in node.children { removeEmpty(child) }
        switch node.type {
        case CMARK_NODE_TEXT:
            if node.literal.isEmpty { node.remove() }
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
            while let first = node.firstChild, first.type == CMARK_NODE_LINEBREAK { first.remove() }
            while let last = node.lastChild, last.type == CMARK_NODE_LINEBREAK { last.remove() }
            if node.firstChild == nil { node.remove() }
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK,
             CMARK_NODE_ITEM, CMARK_NODE_LIST, CMARK_NODE_BLOCK_QUOTE:
            if node.firstChild == nil || node.children.allSatisfy({ $0.type == CMARK_NODE_LINEBREAK }) {
                node.remove()
            }
        default:
            break
        }
    }
}
