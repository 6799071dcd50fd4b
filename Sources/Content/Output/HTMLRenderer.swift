import CCmark
import Feeds
import Foundation

/// Renders a post's CommonMark to HTML on the cmark tree, with hooks for links and code blocks
/// (as Ink's modifiers target `.links` and `.codeBlocks`): the site rewrites links between
/// imported posts and labels listings here, once, instead of re-scanning rendered HTML.
///
/// GFM pipe tables, which the converter writes for simple tables and cmark does not know, are
/// read back by ``PipeTable`` from the paragraph's source lines and written as cmark-gfm writes them.
///
/// Rendering uses `CMARK_OPT_UNSAFE` so that the converter's own table blocks survive; that is
/// only sound because the parsed tree is sanitized before any hook runs: every raw HTML block is
/// rewritten by ``TableWriter`` (anything that is not a clean table disappears), raw inline HTML
/// becomes text, and every link or image URL is checked by ``URLPolicy``. cmark escapes
/// everything else. What the hooks return is trusted: a link hook's URL is still escaped by cmark,
/// but a code-block hook's HTML is written as is, so it must escape what it adds
/// (``CodeBlock/html`` is escaped already).
public struct HTMLRenderer {
    /// Given a link's URL (already checked safe), the URL to write instead, or nil to keep it.
    /// Called for every link of the body, tables included.
    public var link: ((String) -> String?)?
    /// Given a code block, the HTML to write in its place. Called for every code block.
    public var codeBlock: ((CodeBlock) -> String)?
    /// Given an image (its URL already checked safe), the image to write: its URL, an alt text
    /// for an empty one, its size. Called for every image outside tables.
    public var image: ((InlineImage) -> InlineImage)?

    public init(
        link: ((String) -> String?)? = nil, codeBlock: ((CodeBlock) -> String)? = nil,
        image: ((InlineImage) -> InlineImage)? = nil
    ) {
        self.link = link
        self.codeBlock = codeBlock
        self.image = image
    }

    /// `markdown` parsed by cmark, sanitized, given to the hooks and rendered to HTML.
    public func render(markdown: String) -> RenderedHTML {
        guard !markdown.isEmpty else { return RenderedHTML(html: "", codeBlocks: 0, images: []) }
        return render(MarkdownDocument(markdown: markdown), parsedFrom: markdown)
    }

    /// The same as ``render(markdown:)`` for `document`, parsed from `markdown` by the caller,
    /// who reads it first: the tree is sanitized in place.
    func render(_ document: MarkdownDocument, parsedFrom markdown: String) -> RenderedHTML {
        var pass = Pass(renderer: self)
        pass.sanitize(document, parsedFrom: markdown)
        return RenderedHTML(html: document.html(unsafe: true), codeBlocks: pass.codeBlocks, images: pass.images)
    }

    /// The same as ``render(markdown:)``, `markdown` parsed a part at a time: whole top-level
    /// blocks, groups of a list's items, or groups of a paragraph's text (``RenderingPart``). A
    /// group is parsed alone, its list given the whole list's tight flag, and written without
    /// the start and end tags of the list (and of the quotes around it) or of the paragraph where
    /// it does not start or end them.
    func render(markdown: String, parts: [RenderingPart]) -> RenderedHTML {
        var pass = Pass(renderer: self)
        var html = ""
        for part in parts {
            switch part {
            case .blocks(let range):
                html += pass.sanitized(Self.slice(markdown, range)).html(unsafe: true)
            case .list(let groups, let depth, let standIn):
                html += pass.list(groups.map { Self.slice(markdown, $0) }, depth: depth, standIn: standIn)
            case .paragraph(let groups):
                for (index, group) in groups.enumerated() {
                    var part = Substring(pass.sanitized(Self.slice(markdown, group)).html(unsafe: true))
                    if index > 0, part.hasPrefix("<p>") { part = part.dropFirst(3) }
                    if index + 1 < groups.count, part.hasSuffix("</p>\n") { part = part.dropLast(5) }
                    html += part
                }
            }
        }
        return RenderedHTML(html: html, codeBlocks: pass.codeBlocks, images: pass.images)
    }

    private static func slice(_ text: String, _ range: Range<Int>) -> String {
        let bytes = text.utf8
        let start = bytes.index(bytes.startIndex, offsetBy: range.lowerBound)
        return String(bytes[start..<bytes.index(start, offsetBy: range.count)]) ?? ""
    }

    /// One walk over the tree: a pipe table's paragraph is replaced by the table on the way in;
    /// every other node is sanitized, then given to the hooks, on the way out (children before
    /// their parent).
    private struct Pass: MarkdownWalker {
        let renderer: HTMLRenderer
        var codeBlocks = 0
        var images: [String] = []
        /// A pipe table is read from its paragraph's source lines.
        private var tables: PipeTableParagraphs

        init(renderer: HTMLRenderer) {
            self.renderer = renderer
            tables = PipeTableParagraphs(markdown: "")
        }

        /// `markdown` parsed and walked.
        mutating func sanitized(_ markdown: String) -> MarkdownDocument {
            let document = MarkdownDocument(markdown: markdown)
            sanitize(document, parsedFrom: markdown)
            return document
        }

        /// `document`, parsed from `markdown`, walked.
        mutating func sanitize(_ document: MarkdownDocument, parsedFrom markdown: String) {
            tables = PipeTableParagraphs(markdown: markdown)
            document.walk(&self)
        }

        /// The HTML of a block holding a list, written as `groups` of the list's items, each parsed
        /// alone. The list lies in `depth` block quotes; the first group opens with what comes
        /// before it in them, the last ends with what comes after. The list is loose when a group
        /// is, or when a group ends with a blank line before the next: each group is first parsed
        /// with `standIn`, an item of the list, after it to tell. A block whose groups do not
        /// each parse as that list's part is parsed whole.
        mutating func list(_ groups: [String], depth: Int, standIn: String) -> String {
            guard groups.count > 1, let tight = Self.tightness(of: groups, depth: depth, standIn: standIn) else {
                return sanitized(groups.joined()).html(unsafe: true)
            }
            var html = ""
            for (index, group) in groups.enumerated() {
                let document = sanitized(group)
                if let list = Self.list(in: document, depth: depth, atEnd: index == 0) {
                    cmark_node_set_list_tight(list.pointer, tight)
                }
                var part = Substring(document.html(unsafe: true))
                // The quotes' and the list's start tags, one line each, and their end tags.
                if index > 0 { part = Self.dropping(depth + 1, linesOf: part, fromEnd: false) }
                if index + 1 < groups.count { part = Self.dropping(depth + 1, linesOf: part, fromEnd: true) }
                html += part
            }
            return html
        }

        /// The tight flag of the list `groups` hold, as cmark parses the whole: nil when a group
        /// after the first does not open with the list, or one before the last does not end with it.
        private static func tightness(of groups: [String], depth: Int, standIn: String) -> Int32? {
            var tight: Int32 = 1
            for (index, group) in groups.enumerated() {
                let isLast = index + 1 == groups.count
                let document = MarkdownDocument(markdown: isLast ? group : group + standIn)
                let opening = index == 0 ? nil : list(in: document, depth: depth, atEnd: false)
                let ending = isLast ? nil : list(in: document, depth: depth, atEnd: true)
                if index > 0 && opening == nil || !isLast && ending == nil { return nil }
                if index > 0 && !isLast && opening != ending { return nil }
                if let list = ending ?? opening, cmark_node_get_list_tight(list.pointer) == 0 { tight = 0 }
            }
            return tight
        }

        /// The list in `depth` block quotes that `document` opens with, or ends with (`atEnd`).
        private static func list(in document: MarkdownDocument, depth: Int, atEnd: Bool) -> MarkdownNode? {
            var node = document.root
            for _ in 0..<depth {
                guard let quote = atEnd ? node.lastChild : node.firstChild, quote.type == CMARK_NODE_BLOCK_QUOTE else { return nil }
                node = quote
            }
            guard let list = atEnd ? node.lastChild : node.firstChild, list.type == CMARK_NODE_LIST else { return nil }
            return list
        }

        /// `html` without its first (or last) `count` lines; empty when it has no more.
        private static func dropping(_ count: Int, linesOf html: Substring, fromEnd: Bool) -> Substring {
            var rest = html
            for _ in 0..<count {
                if fromEnd {
                    guard let newline = rest.dropLast().lastIndex(of: "\n") else { return rest.prefix(0) }
                    rest = rest[...newline]
                } else {
                    guard let newline = rest.firstIndex(of: "\n") else { return rest.suffix(0) }
                    rest = rest[rest.index(after: newline)...]
                }
            }
            return rest
        }

        mutating func visit(_ node: MarkdownNode) -> Bool {
            guard node.type == CMARK_NODE_PARAGRAPH, let table = pipeTable(node) else { return true }
            let block = MarkdownNode(CMARK_NODE_HTML_BLOCK)
            block.literal = table
            node.insertSiblingBefore(block)
            node.remove()
            return false
        }

        mutating func leave(_ node: MarkdownNode) {
            switch node.type {
            case CMARK_NODE_HTML_BLOCK:
                if let table = cleanTable(node.literal) {
                    node.literal = table + "\n"
                } else {
                    node.remove()
                }
            case CMARK_NODE_HTML_INLINE:
                node.insertSiblingBefore(MarkdownNode.text(node.literal))
                node.remove()
            case CMARK_NODE_LINK:
                if !URLPolicy.isSafe(node.url, image: false) {
                    node.url = ""
                } else if let url = renderer.link?(node.url) {
                    node.url = url
                }
            case CMARK_NODE_IMAGE:
                if !URLPolicy.isSafe(node.url, image: true) { node.url = "" }
                guard !node.url.isEmpty else { break }
                images.append(node.url)
                if let hook = renderer.image { Self.apply(hook, to: node) }
            case CMARK_NODE_CODE_BLOCK:
                codeBlocks += 1
                let language = LanguageName.normalized(node.fenceInfo.split(whereSeparator: \.isWhitespace).first.map(String.init))
                node.fenceInfo = language ?? ""
                guard let hook = renderer.codeBlock else { break }
                let block = Self.codeBlock(node, language: language, position: codeBlocks - 1)
                let html = MarkdownNode(CMARK_NODE_HTML_BLOCK)
                html.literal = hook(block) + "\n"
                node.insertSiblingBefore(html)
                node.remove()
            default:
                break
            }
        }

        /// The HTML of the GFM pipe table `paragraph` is (see ``PipeTableParagraphs``), each
        /// cell's inline Markdown sanitized, given to the hooks and rendered here; nil when the
        /// paragraph is no table.
        private mutating func pipeTable(_ paragraph: MarkdownNode) -> String? {
            guard let table = tables.table(paragraph) else { return nil }
            return table.html { cellHTML($0) }
        }

        /// One cell's inline Markdown as HTML: parsed, sanitized and hooked like the body. A cell
        /// that cmark does not read as one paragraph (`1. x`, `# x`) is its text, as GFM shows it.
        private mutating func cellHTML(_ markdown: String) -> String {
            guard !markdown.isEmpty else { return "" }
            let document = MarkdownDocument(markdown: markdown)
            guard let paragraph = document.root.firstChild, paragraph.type == CMARK_NODE_PARAGRAPH, paragraph.next == nil else {
                return MarkupEscaper.text(markdown)
            }
            document.walk(&self)
            return Self.inlineHTML(document.html(unsafe: true))
        }

        /// The table in `html` rewritten by ``TableWriter``, nil when `html` holds no table. The
        /// table is parsed as it is written, each row freed once written.
        private mutating func cleanTable(_ html: String) -> String? {
            guard let document = HTMLDocument(streaming: html), let table = document.root?.first("table") else { return nil }
            var writer = TableWriter(policy: URLPolicy(baseURL: nil), link: renderer.link)
            writer.write(table: table) { node, _ in HTMLDocument.release(from: node, through: node) }
            images += writer.images
            return writer.html
        }

        /// The image `node` as `hook` changes it: URL, title and an empty alt set on the node,
        /// and a size written by rendering the image alone and adding the two attributes.
        private static func apply(_ hook: (InlineImage) -> InlineImage, to node: MarkdownNode) {
            // cmark writes the words of the description in `alt`, breaks as newlines.
            let alt = node.visibleText(lineBreak: "\n")
            let image = hook(InlineImage(url: node.url, alt: alt, title: node.title))
            node.url = image.url
            node.title = image.title
            if alt.isEmpty, !image.alt.isEmpty {
                for child in node.children { child.remove() }
                node.append(MarkdownNode.text(image.alt))
            }
            guard let width = image.width, let height = image.height else { return }
            let placeholder = MarkdownNode(CMARK_NODE_HTML_INLINE)
            node.insertSiblingBefore(placeholder)
            node.unlink()
            let alone = MarkdownDocument()
            let paragraph = MarkdownNode(CMARK_NODE_PARAGRAPH)
            alone.root.append(paragraph)
            paragraph.append(node)
            var html = inlineHTML(alone.html())
            if html.hasSuffix(" />") { html = html.dropLast(3) + " width=\"\(width)\" height=\"\(height)\" />" }
            placeholder.literal = html
        }

        /// The HTML of a document holding one paragraph, without the paragraph's tags.
        private static func inlineHTML(_ html: String) -> String {
            var html = html
            if html.hasPrefix("<p>") { html.removeFirst(3) }
            if html.hasSuffix("</p>\n") { html.removeLast(5) }
            return html
        }

        /// `node` as a ``CodeBlock``, its default HTML rendered by cmark itself (a detached
        /// document holding a copy of the block), minus the newline that ends every block.
        private static func codeBlock(_ node: MarkdownNode, language: String?, position: Int) -> CodeBlock {
            let code = node.literal
            let alone = MarkdownDocument()
            let copy = MarkdownNode(CMARK_NODE_CODE_BLOCK)
            copy.literal = code
            copy.fenceInfo = language ?? ""
            alone.root.append(copy)
            var html = alone.html()
            // cmark ends every code block with a newline the listing does not have: without
            // it, the `<code>` element's text is the archived listing byte for byte.
            let end = "\n</code></pre>\n"
            if html.hasSuffix(end) { html = html.dropLast(end.count) + "</code></pre>" }
            return CodeBlock(code: code.hasSuffix("\n") ? String(code.dropLast()) : code, language: language, html: html, position: position)
        }
    }
}
