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

    /// About how many bytes of HTML are parsed at a time: the DOM never holds much more than
    /// this beyond what the converter is reading. What comes out never depends on it (tests and
    /// `make fuzz` cut posts at every place and compare).
    public var chunkSize = 65_536

    public init(baseURL: String? = nil) {
        self.baseURL = baseURL
    }

    /// Converts one post body. Never fails: broken markup is recovered the way browsers do.
    ///
    /// A long post is never held as two whole trees: the HTML is parsed as the converter reads it,
    /// the DOM is freed block by block as the Markdown tree is built, and that tree is gone
    /// before its Markdown is parsed again for HTML.
    public func convert(html: String) -> Body {
        let written = Self.written(html: html, policy: URLPolicy(baseURL: baseURL), chunkSize: chunkSize)
        return Body(
            markdown: written.markdown,
            html: written.rendering.isEmpty ? "" : HTMLRenderer().render(markdown: written.rendering).html,
            text: written.text,
            code: written.listings,
            links: written.links)
    }

    /// What the converter writes from the Markdown tree of one post; the tree is not kept.
    private struct Written {
        /// CommonMark with tables as HTML: what `html` is rendered from.
        let rendering: String
        /// CommonMark with simple tables as pipe tables.
        let markdown: String
        let text: String
        let listings: [CodeListing]
        let links: [String]
    }

    /// Builds the Markdown tree of `html`, cleans it up and writes it out; the builder and its
    /// tree go when this returns.
    private static func written(html: String, policy: URLPolicy, chunkSize: Int) -> Written {
        let builder = MarkdownBuilder(policy: policy)
        if let document = HTMLDocument(streaming: html, chunkSize: chunkSize), let root = document.root {
            builder.build(root: root)
        }
        TreeCleanup.run(on: builder.document)
        let rendering = commonMark(builder.tree)
        return Written(
            rendering: rendering, markdown: withPipeTables(builder, markdown: rendering),
            text: PlainText.of(builder.document, tables: builder.tableTexts), listings: builder.listings, links: builder.links)
    }

    /// `markdown` with each simple table as a GFM pipe table instead of its HTML block. The
    /// `html` is rendered from the HTML blocks: cmark has no tables and would read a pipe table
    /// as a paragraph.
    /// A table the cleanup turned into inline HTML (one opening a list item) stays HTML.
    private static func withPipeTables(_ builder: MarkdownBuilder, markdown: String) -> String {
        guard !builder.pipeTables.isEmpty, swapPipeTables(in: builder.document, builder.pipeTables) else { return markdown }
        return commonMark(builder.tree)
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

    /// cmark's CommonMark rendering, unwrapped, with a trailing newline only when not empty.
    private static func commonMark(_ tree: MarkdownDocument) -> String {
        TrailingWhitespace.removed(tree.commonMark())
    }
}
