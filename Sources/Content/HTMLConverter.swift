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

    /// A list directly in the post (or in its block quotes) is written out, and freed, this many items at a time, a
    /// paragraph this many inlines at a time, and neither is parsed back whole for `html` (see
    /// ``StreamedList``, ``StreamedParagraph``); `Int.max` keeps them whole. What comes out never
    /// depends on it (tests and `make fuzz` compare batches of every size with none).
    public var batchSize = 256

    public init(baseURL: String? = nil) {
        self.baseURL = baseURL
    }

    /// Converts one post body. Never fails: broken markup is recovered the way browsers do.
    ///
    /// A long post is never held as two whole trees: the HTML is parsed as the converter reads it,
    /// the DOM is freed block by block as the Markdown tree is built, and that tree is gone
    /// before its Markdown is parsed again for HTML. A long list directly in the post (or in its quotes) is
    /// written out a batch of items at a time as it is read, and parsed back for HTML a group of
    /// items at a time.
    public func convert(html: String) -> Body {
        body(Self.written(html: html, policy: URLPolicy(baseURL: baseURL), chunkSize: chunkSize, batchSize: batchSize))
    }

    /// The largest source ``convertAuditing(html:authoredHTML:)`` audits from the converter's
    /// parse (256 KiB, more than nearly any real post): its DOM is whole until both have read it,
    /// which for hostile markup (nothing but tiny elements) is about 50 times the source.
    public static let sharedParseLimit = 256 << 10

    /// Converts one post body as ``convert(html:)`` does, and audits it
    /// (``MigrationAudit/auditBody(_:)``) from the same parse: the converter frees nothing of the
    /// DOM, the audit reads it whole after it, and the listings the converter recognized are not
    /// recognized again. The audit is nil for a source longer than ``sharedParseLimit``, which
    /// is converted as it is parsed, freed as read, and must be audited on its own.
    /// `authoredHTML` is what ``AuditedBody/authoredHTML`` holds.
    public func convertAuditing(html: String, authoredHTML: String?) -> (body: Body, audit: AuditReport?) {
        guard html.utf8.count <= Self.sharedParseLimit else { return (convert(html: html), nil) }
        let shared = SharedParse()
        let policy = URLPolicy(baseURL: baseURL)
        var source: SourceInventory?
        let written = Self.written(html: html, policy: policy, chunkSize: chunkSize, batchSize: batchSize, sharing: shared) {
            source = SourceInventory(root: $0, policy: policy, sharing: shared)
        }
        // The audit reads the stored Markdown's tree; when the HTML is rendered from the same
        // Markdown, whole, the one parse serves both: read by the audit, then sanitized.
        var kept: KeptInventory?
        var parsed: MarkdownDocument?
        if written.parts == nil, !written.rendering.isEmpty, written.markdown == written.rendering {
            let document = MarkdownDocument(markdown: written.rendering)
            kept = KeptInventory(document: document, markdown: written.markdown)
            parsed = document
        }
        let body = body(written, parsed: parsed)
        let audited = AuditedBody(
            sourceHTML: html, baseURL: baseURL, markdown: body.markdown,
            listings: body.code.map { CodeListing(language: $0.language, code: $0.code) }, authoredHTML: authoredHTML)
        let inventory = source ?? SourceInventory(root: nil, policy: policy)
        return (body, MigrationAudit.auditBody(audited, source: inventory, kept: kept))
    }

    /// The body `written` describes, its HTML rendered from `parsed` when given (the tree of
    /// `written.rendering`, which rendering sanitizes).
    private func body(_ written: Written, parsed: MarkdownDocument? = nil) -> Body {
        let renderer = HTMLRenderer()
        let html = if let parts = written.parts {
            renderer.render(markdown: written.rendering, parts: parts)
        } else if let parsed {
            renderer.render(parsed, parsedFrom: written.rendering)
        } else {
            renderer.render(markdown: written.rendering)
        }
        return Body(
            markdown: written.markdown,
            html: html.html,
            text: written.text,
            code: written.listings,
            links: written.links)
    }

    /// What the converter writes from the Markdown tree of one post; the tree is not kept.
    private struct Written {
        /// CommonMark with tables as HTML: what `html` is rendered from.
        let rendering: String
        /// Where `rendering` is parsed apart for `html`; nil: parsed whole.
        var parts: [RenderingPart]?
        /// CommonMark with simple tables as pipe tables.
        let markdown: String
        let text: String
        let listings: [CodeListing]
        let links: [String]
    }

    /// Builds the Markdown tree of `html`, cleans it up and writes it out; the builder and its
    /// tree go when this returns. With `shared`, the DOM is kept whole and handed to `reread`
    /// once converted, before it goes.
    private static func written(
        html: String, policy: URLPolicy, chunkSize: Int, batchSize: Int, sharing shared: SharedParse? = nil,
        reread: (DOMNode) -> Void = { _ in }
    ) -> Written {
        let builder = MarkdownBuilder(policy: policy, batchSize: batchSize, sharing: shared)
        if let document = HTMLDocument(streaming: html, chunkSize: chunkSize), let root = document.root {
            withExtendedLifetime(document) {
                builder.build(root: root)
                if shared != nil { reread(root) }
            }
        }
        var streamed = builder.streamedLists
        var paragraphs = builder.streamedParagraphs
        builder.streamedLists = [:]
        builder.streamedParagraphs = [:]
        TreeCleanup.run(on: builder.document, keeping: Set(streamed.keys))
        let before = streamed.mapValues(\.text).merging(paragraphs.mapValues(\.text)) { list, _ in list }
        let text = PlainText.of(builder.document, tables: builder.tableTexts, before: before)
        guard streamed.isEmpty && paragraphs.isEmpty else {
            let blocks = BlockByBlockRendering(
                document: builder.document, streamed: &streamed, paragraphs: &paragraphs, pipeTables: builder.pipeTables)
            return Written(
                rendering: blocks.rendering, parts: blocks.parts, markdown: blocks.piped ?? blocks.rendering,
                text: text, listings: builder.listings, links: builder.links)
        }
        let rendering = commonMark(builder.tree)
        return Written(
            rendering: rendering, markdown: withPipeTables(builder, markdown: rendering),
            text: text, listings: builder.listings, links: builder.links)
    }

    /// `markdown` with each simple table as a GFM pipe table instead of its HTML block (see
    /// ``PipeTableBlocks``). A table the cleanup turned into inline HTML (one opening a list
    /// item) stays HTML.
    private static func withPipeTables(_ builder: MarkdownBuilder, markdown: String) -> String {
        guard PipeTableBlocks.swap(in: builder.document, builder.pipeTables) else { return markdown }
        return commonMark(builder.tree)
    }

    /// cmark's CommonMark rendering, unwrapped, with a trailing newline only when not empty.
    private static func commonMark(_ tree: MarkdownDocument) -> String {
        TrailingWhitespace.removed(tree.commonMark())
    }
}
