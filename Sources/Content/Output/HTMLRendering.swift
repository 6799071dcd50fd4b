import Foundation
import CCmark

/// The `html` of a ``Body``: the CommonMark parsed back by cmark and rendered to HTML.
///
/// Rendering uses `CMARK_OPT_UNSAFE` so that the converter's own table blocks survive; that is
/// only sound because the parsed tree is sanitized first: every raw HTML block is rewritten by
/// ``TableWriter`` (anything that is not a clean table disappears), raw inline HTML becomes
/// text, and every link or image URL is checked by ``URLPolicy``. cmark escapes everything else.
enum HTMLRendering {
    static func html(markdown: String) -> String {
        guard let document = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else { return "" }
        defer { cmark_node_free(document) }
        sanitize(MarkdownNode(document))
        guard let rendered = cmark_render_html(document, CMARK_OPT_UNSAFE) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    private static func sanitize(_ node: MarkdownNode) {
        for child in node.children { sanitize(child) }
        switch node.type {
        case CMARK_NODE_HTML_BLOCK:
            if let table = cleanTable(node.literal) {
                node.literal = table + "\n"
            } else {
                node.remove()
            }
        case CMARK_NODE_HTML_INLINE:
            let text = MarkdownNode.text(node.literal)
            node.insertSiblingBefore(text)
            node.remove()
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            if !URLPolicy.isSafe(node.url, image: node.type == CMARK_NODE_IMAGE) { node.url = "" }
        default:
            break
        }
    }

    /// The table in `html` rewritten by ``TableWriter``, nil when `html` holds no table.
    private static func cleanTable(_ html: String) -> String? {
        guard let document = HTMLDocument(html: html), let table = document.root?.first("table") else { return nil }
        var writer = TableWriter(policy: URLPolicy(baseURL: nil))
        writer.write(table: table)
        return writer.html
    }
}
