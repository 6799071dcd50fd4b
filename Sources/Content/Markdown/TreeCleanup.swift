import CCmark

/// Whitespace and emptiness rules applied to the finished AST, so that cmark renders clean
/// CommonMark: no space just inside emphasis or a link (`* a *` would not parse back as
/// emphasis), no doubled, leading or trailing spaces, no hard break at the start or end of a
/// paragraph, no empty emphasis, paragraph, item, list or quote.
enum TreeCleanup {
    /// Cleans up the tree under `document`. A list in `keeping` stays even when it has no item
    /// left: the items of a streamed list (``StreamedList``) were written out before, and the
    /// list still stands where they go.
    static func run(on document: MarkdownNode, keeping: Set<MarkdownNode> = []) {
        hoistEdges(document)
        cmark_consolidate_text_nodes(document.pointer)
        ParagraphBreaks.split(in: document)
        trimLeafBlocks(document)
        removeEmpty(document, keeping: keeping)
        RenderingShape.apply(to: document, keeping: keeping)
    }

    /// Post-order: moves leading/trailing spaces and hard breaks of emphasis and links out to
    /// their parent.
    private static func hoistEdges(_ node: MarkdownNode) {
        for child in node.children { hoistEdges(child) }
        switch node.type {
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK:
            while hoistEdge(of: node, leading: true) {}
            while hoistEdge(of: node, leading: false) {}
            // Empty once its edges moved out: removed now, so that its parent sees its real edges.
            if node.firstChild == nil { node.remove() }
        case CMARK_NODE_TEXT:
            if node.literal.isEmpty { node.remove() }
        default:
            break
        }
    }

    /// Moves a hard break or space at one edge of `node` out beside it, dropping an empty text on
    /// the way; true when something changed (the new edge child may need the same).
    private static func hoistEdge(of node: MarkdownNode, leading: Bool) -> Bool {
        guard let edge = leading ? node.firstChild : node.lastChild else { return false }
        let moveOut = { (moved: MarkdownNode) in
            leading ? node.insertSiblingBefore(moved) : node.insertSiblingAfter(moved)
        }
        if edge.type == CMARK_NODE_LINEBREAK {
            cmark_node_unlink(edge.pointer)
            moveOut(edge)
            return true
        }
        guard edge.type == CMARK_NODE_TEXT else { return false }
        let literal = edge.literal
        if literal.isEmpty {
            edge.remove()
            return true
        }
        guard leading ? literal.hasPrefix(" ") : literal.hasSuffix(" ") else { return false }
        if leading {
            edge.literal = String(literal.drop { $0 == " " })
        } else {
            edge.literal = literal.lastIndex { $0 != " " }.map { String(literal[...$0]) } ?? ""
        }
        moveOut(.text(" "))
        return true
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
        /// Whether `lastText` ends with a space.
        var endsWithSpace = false

        mutating func endLine() {
            if let lastText, lastText.literal.hasSuffix(" ") {
                lastText.literal = String(lastText.literal.dropLast())
            }
            lastText = nil
            endsWithSpace = false
            atLineStart = true
        }
    }

    private static func trimInlines(of node: MarkdownNode, state: inout LineState) {
        for child in node.children {
            switch child.type {
            case CMARK_NODE_TEXT:
                var literal = collapsingSpaces(child.literal)
                if (state.atLineStart || state.endsWithSpace) && literal.hasPrefix(" ") { literal.removeFirst() }
                child.literal = literal
                if !literal.isEmpty {
                    state.lastText = child
                    state.endsWithSpace = literal.hasSuffix(" ")
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
                state.endsWithSpace = false
            case CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
                state.atLineStart = false
                state.lastText = nil
                state.endsWithSpace = false
            default:
                trimInlines(of: child, state: &state)
            }
        }
    }

    /// Text merged from several DOM nodes may hold two spaces where the pieces met.
    private static func collapsingSpaces(_ text: String) -> String {
        let space = UInt8(ascii: " ")
        var previous: UInt8 = 0
        var doubled = false
        for byte in text.utf8 {
            if byte == space && previous == space {
                doubled = true
                break
            }
            previous = byte
        }
        guard doubled else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 where !(byte == space && bytes.last == space) {
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Post-order removal of empty text, emphasis, links, paragraphs, headings, items, lists, quotes.
    private static func removeEmpty(_ node: MarkdownNode, keeping: Set<MarkdownNode>) {
        for child in node.children { removeEmpty(child, keeping: keeping) }
        switch node.type {
        case CMARK_NODE_TEXT:
            if node.literal.isEmpty { node.remove() }
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
            while let first = node.firstChild, first.type == CMARK_NODE_LINEBREAK { first.remove() }
            while let last = node.lastChild, last.type == CMARK_NODE_LINEBREAK { last.remove() }
            if node.firstChild == nil { node.remove() }
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK,
             CMARK_NODE_ITEM, CMARK_NODE_LIST, CMARK_NODE_BLOCK_QUOTE:
            if !keeping.contains(node), node.firstChild == nil || node.children.allSatisfy({ $0.type == CMARK_NODE_LINEBREAK }) {
                node.remove()
            }
        default:
            break
        }
    }
}
