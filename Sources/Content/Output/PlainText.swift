import CCmark

/// The prose of a converted post as plain text: paragraphs, headings and list items as lines
/// separated by blank lines, table cells included, code listings and images left out.
struct PlainText: MarkdownWalker {
    /// The text of each table's HTML block, by its node.
    private let tables: [MarkdownNode: String]
    /// Text that goes before a node's own: the items a streamed list wrote out (``StreamedList``).
    private let before: [MarkdownNode: String]
    private var text = ""

    private init(tables: [MarkdownNode: String], before: [MarkdownNode: String]) {
        self.tables = tables
        self.before = before
    }

    /// The text of the tree under `document`; `before` holds the text of the items each streamed
    /// list wrote out, as ``untrimmed(_:tables:)`` gave it.
    static func of(_ document: MarkdownNode, tables: [MarkdownNode: String], before: [MarkdownNode: String] = [:]) -> String {
        let text = untrimmed(document, tables: tables, before: before)
        return String(text.trimming { $0 == " " || $0 == "\n" })
    }

    /// The text of the tree under `node`, not trimmed: the text of a document is its blocks'
    /// untrimmed texts one after the other, trimmed once.
    static func untrimmed(_ node: MarkdownNode, tables: [MarkdownNode: String], before: [MarkdownNode: String] = [:]) -> String {
        var walker = PlainText(tables: tables, before: before)
        walker.walk(node)
        return walker.text
    }

    mutating func visit(_ node: MarkdownNode) -> Bool {
        if let earlier = before[node] { text += earlier }
        switch node.type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            text += node.literal
        case CMARK_NODE_SOFTBREAK:
            text += " "
        case CMARK_NODE_LINEBREAK:
            text += "\n"
        case CMARK_NODE_IMAGE, CMARK_NODE_CODE_BLOCK:
            break
        case CMARK_NODE_HTML_INLINE where node.literal == RenderingShape.escapedTilde:
            text += "~"
        case CMARK_NODE_HTML_INLINE:
            break
        case CMARK_NODE_HTML_BLOCK:
            text += (tables[node] ?? "") + "\n\n"
        default:
            return true
        }
        return false
    }

    mutating func leave(_ node: MarkdownNode) {
        if node.type == CMARK_NODE_PARAGRAPH || node.type == CMARK_NODE_HEADING { text += "\n\n" }
    }
}
