import CCmark
import Foundation

/// A CommonMark document parsed by cmark, and the one owner of its tree: the nodes handed out by
/// ``root`` live as long as the document, which frees them all when it goes (as swift-markdown's
/// `Document` does), so no caller frees a cmark node by hand.
final class MarkdownDocument {
    /// The document node; its descendants belong to this document.
    let root: MarkdownNode

    /// Parses `markdown` (CommonMark, cmark's default options: raw HTML kept as HTML nodes).
    init(markdown: String) {
        // cmark only returns nil when memory is exhausted: an empty document stands in.
        root = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT).map(MarkdownNode.init)
            ?? MarkdownNode(CMARK_NODE_DOCUMENT)
    }

    /// An empty document, to be filled with nodes (made or moved from another tree).
    init() {
        root = MarkdownNode(CMARK_NODE_DOCUMENT)
    }

    deinit {
        cmark_node_free(root.pointer)
    }

    /// The tree as cmark's HTML renderer writes it. `unsafe` keeps raw HTML nodes and every URL
    /// (`CMARK_OPT_UNSAFE`): only for a tree sanitized first, as ``HTMLRenderer`` does.
    func html(unsafe: Bool = false) -> String {
        guard let rendered = cmark_render_html(root.pointer, unsafe ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// The tree as cmark's CommonMark renderer writes it, unwrapped (width 0); "" when it is empty.
    func commonMark() -> String {
        guard root.firstChild != nil, let rendered = cmark_render_commonmark(root.pointer, CMARK_OPT_DEFAULT, 0) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Walks the whole tree with `walker`, depth first, in document order.
    func walk<Walker: MarkdownWalker>(_ walker: inout Walker) {
        walker.walk(root)
    }
}
