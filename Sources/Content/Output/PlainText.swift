import CCmark

/// The prose of a converted post as plain text: paragraphs, headings and list items as lines
/// separated by blank lines, table cells included, code listings and images left out.
enum PlainText {
    static func of(_ document: MarkdownNode, tables: [MarkdownNode: String]) -> String {
        var text = ""
        append(document, to: &text, tables: tables)
        return String(text.trimming { $0 == " " || $0 == "\n" })
    }

    private static func append(_ node: MarkdownNode, to text: inout String, tables: [MarkdownNode: String]) {
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
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
            for child in node.children { append(child, to: &text, tables: tables) }
            text += "\n\n"
        default:
            for child in node.children { append(child, to: &text, tables: tables) }
        }
    }
}
