import CCmark

/// Walks a post's DOM once and builds the cmark AST. Block structure lives here; inline content,
/// lists and tables in the extensions next to this file.
final class MarkdownBuilder {
    let policy: URLPolicy
    /// A list directly in the document (or in its quotes) is written out this many items at a time
    /// (``flushItems(of:)``), a paragraph this many inlines at a time (``flushStart(of:)``);
    /// `Int.max` keeps them whole.
    let batchSize: Int
    /// How many block quotes deep a list is still written out as it goes: each quote writes the
    /// list's text once more, with its `> ` before every line.
    static let streamedQuoteDepth = 8
    /// The lists directly in the document or in its quotes that wrote out items, by their node.
    var streamedLists: [MarkdownNode: StreamedList] = [:]
    /// The paragraphs directly in the document that wrote out their start, by their node.
    var streamedParagraphs: [MarkdownNode: StreamedParagraph] = [:]
    /// The tree being built; it goes with the builder.
    let tree = MarkdownDocument()
    /// The tree's document node.
    var document: MarkdownNode { tree.root }
    /// Listings in document order.
    private(set) var listings: [CodeListing] = []
    /// Absolute link targets in document order, without duplicates.
    private(set) var links: [String] = []
    /// Searchable text of each raw HTML table block.
    private(set) var tableTexts: [MarkdownNode: String] = [:]
    /// The GFM pipe table of each simple table, for `markdown` only, keyed by the table's HTML
    /// (the cleanup may replace a block node, never its HTML).
    private(set) var pipeTables: [String: String] = [:]
    private var seenLinks: Set<String> = []
    private var blockHolders = BlockHolders()
    /// Set when the audit reads the same DOM after the converter: nothing is freed then.
    let sharedParse: SharedParse?

    init(policy: URLPolicy, batchSize: Int = .max, sharing sharedParse: SharedParse? = nil) {
        self.policy = policy
        self.batchSize = max(1, batchSize)
        self.sharedParse = sharedParse
    }

    /// Converts the content of the `<html>` element `root` into ``document``, freeing each block
    /// of the DOM once it is converted (see ``appendBlocks(of:to:)``): the DOM is spent afterwards. Its `<head>` only holds what libxml2 moved there (scripts,
    /// styles): a listing script is all that can survive.
    func build(root: DOMNode) {
        let context = BlockContext(document)
        if root.name == "html" {
            for section in root.children where section.isElement {
                appendBlocks(of: section, to: context)
            }
        } else {
            appendBlocks(of: root, to: context)
        }
        context.closeParagraph()
    }

    func recordLink(_ url: String) {
        guard url.contains(":"), seenLinks.insert(url).inserted else { return }
        links.append(url)
    }

    /// Appends the children of `node` at block level: inline runs become paragraphs. Each child
    /// is freed once converted (``release(from:through:)``): what the converter has read, nothing
    /// reads again, and a long post's DOM shrinks as its Markdown tree grows.
    func appendBlocks(of node: DOMNode, to context: BlockContext) {
        var child = node.firstChild
        while let current = child {
            let last = appendBlock(current, to: context)
            child = last.nextSibling
            release(from: current, through: last)
            if batchSize < .max, let paragraph = context.currentParagraph, paragraph.appended > batchSize, context.container == document {
                flushStart(of: paragraph)
            }
        }
    }

    /// Frees the converted siblings `first` through `last` (``HTMLDocument/release(from:through:)``)
    /// and forgets what was learnt about them: the parser may put new nodes where they were. Not
    /// when the parse is shared: the audit reads the whole tree next.
    func release(from first: DOMNode, through last: DOMNode) {
        guard sharedParse == nil else { return }
        blockHolders.release(from: first, through: last)
    }

    /// Appends one child at block level and returns the last sibling it consumed (a shortcode
    /// listing can span several paragraphs).
    @discardableResult
    func appendBlock(_ node: DOMNode, to context: BlockContext) -> DOMNode {
        if node.isText && !context.hasOpenParagraph && ProseText.isBlank(node.characters) { return node }
        let openList = context.openList
        context.openList = nil
        if let listing = ListingRecognizers.recognize(node, sharing: sharedParse) {
            appendListing(listing, to: context)
            return listing.last
        }
        if node.isText {
            context.openParagraph.appendText(ProseText.collapsed(node.characters))
            return node
        }
        guard node.isElement else { return node }
        let name = node.name
        switch ElementKind(name) {
        case .dropped where leavesLink(node):
            appendInline(node, to: context.openParagraph, style: [])
        case .dropped:
            context.openList = openList
        case .blockWrapper:
            if !appendEmbedBlockURL(node, to: context) { appendWrapped(node, to: context) }
        case .inline:
            if containsBlocks(node) {
                // libxml2 nests what follows an `<embed>` inside it: its link first, then the rest.
                if name == "embed" { appendEmbed(node, to: context.openParagraph, style: []) }
                appendBlocks(of: node, to: context)
            } else {
                appendInline(node, to: context.openParagraph, style: [])
            }
        case .block:
            appendMappedBlock(node, named: name, to: context, after: openList)
        }
        return node
    }

    private func appendMappedBlock(_ node: DOMNode, named name: String, to context: BlockContext, after openList: OpenList?) {
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let heading = MarkdownNode(CMARK_NODE_HEADING)
            cmark_node_set_heading_level(heading.pointer, Int32(name.dropFirst()) ?? 1)
            context.appendBlock(heading)
            appendInlineChildren(of: node, to: InlineSink(heading), style: [])
        case "ul", "ol", "menu", "dir":
            if name == "ul", let openList, openList.ordered {
                _ = appendList(node, ordered: false, to: openList.lastItem)
                context.openList = openList
            } else {
                context.openList = appendList(node, ordered: name == "ol", to: context)
            }
        case "li":
            if var openList {
                openList.lastItem = appendItem(node, to: openList.node)
                context.openList = openList
            } else {
                appendWrapped(node, to: context)
            }
        case "blockquote":
            let quote = MarkdownNode(CMARK_NODE_BLOCK_QUOTE)
            context.appendBlock(quote)
            appendWrapped(node, to: BlockContext(quote))
        case "hr":
            context.appendBlock(MarkdownNode(CMARK_NODE_THEMATIC_BREAK))
        case "dl":
            appendDefinitionList(node, to: context)
        case "table":
            appendTable(node, to: context)
        default:
            // p, figure, figcaption, and list/table/definition parts found out of place.
            appendWrapped(node, to: context)
        }
    }

    /// A block whose content is unwrapped: it starts and ends a paragraph of its own.
    func appendWrapped(_ node: DOMNode, to context: BlockContext) {
        context.closeParagraph()
        appendBlocks(of: node, to: context)
        context.closeParagraph()
    }

    /// Definition lists: each term a bold paragraph, each description a block quote under it.
    private func appendDefinitionList(_ list: DOMNode, to context: BlockContext) {
        context.closeParagraph()
        for child in list.children {
            switch child.name {
            case "dt":
                let paragraph = MarkdownNode(CMARK_NODE_PARAGRAPH)
                let strong = MarkdownNode(CMARK_NODE_STRONG)
                paragraph.append(strong)
                context.appendBlock(paragraph)
                appendInlineChildren(of: child, to: InlineSink(strong), style: [.strong])
            case "dd":
                let quote = MarkdownNode(CMARK_NODE_BLOCK_QUOTE)
                context.appendBlock(quote)
                appendWrapped(child, to: BlockContext(quote))
            default:
                appendBlock(child, to: context)
            }
        }
        context.closeParagraph()
    }

    private func appendListing(_ listing: RecognizedListing, to context: BlockContext) {
        guard !listing.code.isEmpty else { return }
        let block = MarkdownNode(CMARK_NODE_CODE_BLOCK)
        block.literal = listing.code + "\n"
        cmark_node_set_fence_info(block.pointer, listing.language ?? "")
        context.appendBlock(block)
        listings.append(CodeListing.recognized(language: listing.language, code: listing.code))
    }

    /// True when an inline element holds block content somewhere below it (`<span><div>…`).
    func containsBlocks(_ node: DOMNode) -> Bool {
        blockHolders.contains(node)
    }

    func recordTableText(_ text: String, for node: MarkdownNode) {
        tableTexts[node] = text
    }

    /// Forgets the text of tables whose nodes are freed: a new node may be given their address.
    func forgetTableTexts(of nodes: [MarkdownNode]) {
        for node in nodes { tableTexts[node] = nil }
    }

    func recordPipeTable(_ pipeTable: String, for tableHTML: String) {
        pipeTables[tableHTML] = pipeTable
    }
}
