import CCmark

/// The prose of a converted post as plain text: paragraphs, headings and list items as lines
/// separated by blank lines, table cells included, code listings and images left out.
struct PlainText: MarkdownWalker {
    /// The text of each table's HTML block, by its node.
    private let tables: [MarkdownNode: String]
    private var text = ""

    private init(tables: [MarkdownNode: String]) {
        self.tables = tables
    }

    static func of(_ document: MarkdownNode, tables: [MarkdownNode: String]) -> String {
        var walker = PlainText(tables: tables)
        walker.walk(document)
        return String(walker.text.trimming { $0 == " " || $0 == "\n" })
    }

    mutating func visit(_ node: MarkdownNode) -> Bool {
        switch node.type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            text += node.literal
        case CMARK_NODE_SOFTBREAK:
            text += " "
        case CMARK_NODE_LINEBREAK:
            text += "\n"
        case CMARK_NODE_IMAGE, CMARK_NODE_CODE_BLOCK:
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
