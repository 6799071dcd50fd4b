import CCmark

/// What a converted post keeps, collected from the cmark tree of its Markdown in one walk (a
/// ``MarkdownWalker``): the same kinds of things ``SourceInventory`` collects from its source.
/// Raw HTML (the converter's table blocks) is read with the HTML parser, as a page would show it.
struct KeptInventory: MarkdownWalker {
    var words = WordBag()
    var links: [String] = []
    var images: [String] = []
    /// Fenced and indented code blocks: their info string and code.
    var codeBlocks: [(info: String, code: String)] = []
    /// Tables: HTML table blocks, and GFM pipe tables (paragraphs to cmark) by the page's rule.
    var tables = 0
    var headings = 0
    private var pipeTables: PipeTableParagraphs

    init(markdown: String) {
        self.init(document: MarkdownDocument(markdown: markdown), markdown: markdown)
    }

    /// The inventory of `document`, parsed from `markdown`; the tree is only read.
    init(document: MarkdownDocument, markdown: String) {
        pipeTables = PipeTableParagraphs(markdown: markdown)
        document.walk(&self)
        words.separate()
    }

    mutating func visit(_ node: MarkdownNode) -> Bool {
        switch node.type {
        case CMARK_NODE_TEXT:
            words.append(node.literal)
        case CMARK_NODE_CODE:
            words.separate()
            words.append(node.literal)
            words.separate()
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_THEMATIC_BREAK:
            words.separate()
        case CMARK_NODE_LINK:
            links.append(node.url)
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG:
            break
        case CMARK_NODE_IMAGE:
            words.separate()
            images.append(node.url)
            return false
        case CMARK_NODE_CODE_BLOCK:
            var code = node.literal
            if code.hasSuffix("\n") { code.removeLast() }
            codeBlocks.append((node.fenceInfo, code))
            return false
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
            words.separate()
            addHTML(node.literal)
            return false
        case CMARK_NODE_HEADING:
            words.separate()
            headings += 1
        case CMARK_NODE_PARAGRAPH:
            words.separate()
            if pipeTables.table(node) != nil { tables += 1 }
        default:
            words.separate()
        }
        return true
    }

    /// The end of a block ends its last word; inline nodes run on into what follows.
    mutating func leave(_ node: MarkdownNode) {
        switch node.type {
        case CMARK_NODE_TEXT, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_CUSTOM_INLINE: break
        default: words.separate()
        }
    }

    /// The words, links, images and tables of raw HTML, read as the source is.
    private mutating func addHTML(_ html: String) {
        let document = HTMLDocument(html: html)
        let inventory = SourceInventory(root: document?.root, policy: URLPolicy(baseURL: nil), recognizesListings: false)
        words.add(inventory.words)
        links += inventory.links
        images += inventory.images
        tables += inventory.tables
        headings += inventory.headings
    }
}
