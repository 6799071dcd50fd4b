import Foundation
import CCmark

/// Converts post HTML to CommonMark: libxml2 HTML DOM -> cmark AST -> `cmark_render_commonmark`.
///
/// One DOM parse per post. Code listings of every known highlighter become fenced code blocks
/// with a normalized language (see ``CodeListing``); a simple table becomes a GFM pipe table in
/// `markdown`, any other a sanitized raw HTML block (`html` keeps every table as HTML);
/// an embed (`<iframe>`, `<object>`, `<video>`, a gist's `<script>`) becomes a link to what it
/// shows; scripts, styles and forms are dropped; URLs are made absolute and unsafe ones removed.
public struct HTMLConverter: Sendable {
    /// Relative links and images resolve against this URL (the item link or xml:base).
    public var baseURL: String?

    public init(baseURL: String? = nil) {
        self.baseURL = baseURL
    }

    /// Converts one post body. Never fails: broken markup is recovered the way browsers do.
    ///
    /// A long post is never held as two whole trees: the DOM is freed block by block as the
    /// Markdown tree is built, and that tree is freed before its Markdown is parsed again for HTML.
    public func convert(html: String) -> Body {
        let builder = MarkdownBuilder(policy: URLPolicy(baseURL: baseURL))
        if let document = HTMLDocument(html: html), let root = document.root {
            builder.build(root: root)
        }
        let written = Self.written(builder)
        return Body(
            markdown: written.markdown,
            html: written.rendering.isEmpty ? "" : HTMLRenderer().render(markdown: written.rendering).html,
            text: written.text,
            code: builder.listings,
            links: builder.links)
    }

    /// The builder's tree, cleaned up, as CommonMark with tables as HTML (what `html` is rendered
    /// from), as `markdown` (simple tables as pipe tables), and as plain text; the tree is freed.
    private static func written(_ builder: MarkdownBuilder) -> (rendering: String, markdown: String, text: String) {
        defer { cmark_node_free(builder.document.pointer) }
        TreeCleanup.run(on: builder.document)
        let rendering = commonMark(builder.document)
        let text = PlainText.of(builder.document, tables: builder.tableTexts)
        return (rendering, withPipeTables(builder, markdown: rendering), text)
    }

    /// `markdown` with each simple table as a GFM pipe table instead of its HTML block. The
    /// `html` is rendered from the HTML blocks: cmark has no tables and would read a pipe table
    /// as a paragraph.
    /// A table the cleanup turned into inline HTML (one opening a list item) stays HTML.
    private static func withPipeTables(_ builder: MarkdownBuilder, markdown: String) -> String {
        guard !builder.pipeTables.isEmpty, swapPipeTables(in: builder.document, builder.pipeTables) else { return markdown }
        return commonMark(builder.document)
    }

    /// Replaces the HTML of every table block under `node` found in `pipeTables`; true if any.
    private static func swapPipeTables(in node: MarkdownNode, _ pipeTables: [String: String]) -> Bool {
        var swapped = false
        for child in node.children {
            if child.type == CMARK_NODE_HTML_BLOCK, let pipeTable = pipeTables[child.literal] {
                child.literal = pipeTable
                swapped = true
            } else if swapPipeTables(in: child, pipeTables) {
                swapped = true
            }
        }
        return swapped
    }

    /// cmark's CommonMark rendering, unwrapped (width 0), with a trailing newline only when not empty.
    private static func commonMark(_ document: MarkdownNode) -> String {
        guard document.firstChild != nil, let rendered = cmark_render_commonmark(document.pointer, CMARK_OPT_DEFAULT, 0)
        else { return "" }
        defer { free(rendered) }
        return TrailingWhitespace.removed(String(cString: rendered))
    }
}
