/// What a reader of a post's source HTML sees, collected in one walk over its DOM: the words of
/// its prose, its links, images, embedded media, code listings, tables, headings and footnotes,
/// and what the converter drops on purpose, by kind.
///
/// The walk follows the converter's reading of the page where the two must agree to be compared
/// (listings are recognized at block level, by the same recognizers, so a highlighter's line
/// numbers are not taken for prose; a layout table is unwrapped), and is independent of it
/// everywhere else: the words, URLs, media and stated languages are read from the DOM itself.
struct SourceInventory {
    var words = WordBag()
    /// Absolute URLs of the links, as the converter resolves them, document order.
    var links: [String] = []
    /// Absolute URLs of the images (a lazy-loaded image's real one: ``DOMNode/imageSource``),
    /// document order.
    var images: [String] = []
    var media: [EmbeddedMedia] = []
    var listings: [SourceListing] = []
    /// Data tables (layout tables are unwrapped, their content read as blocks).
    var tables = 0
    var headings = 0
    /// The words of each footnote.
    var footnotes: [WordBag] = []
    /// What the converter leaves out on purpose, by kind (`script`, `form control`...).
    var droppedByDesign: [String: Int] = [:]

    let policy: URLPolicy
    private var blockHolders = BlockHolders()
    /// False for HTML that holds no listings (a stored table block).
    private let recognizesListings: Bool
    /// Whether each node is freed once walked (``HTMLDocument/release(from:through:)``).
    private let freeing: Bool
    /// The converter's parse, when the walk reads the tree it converted.
    private let sharedParse: SharedParse?

    /// Collects the inventory of the document whose `<html>` element (or fragment root) is `root`.
    /// With `freeing`, each node is freed once walked, as the converter frees what it has
    /// converted: a document parsed as it is read (``HTMLDocument/init(streaming:chunkSize:)``)
    /// is then never whole, and is spent afterwards.
    init(
        root: DOMNode?, policy: URLPolicy, recognizesListings: Bool = true, freeing: Bool = false,
        sharing sharedParse: SharedParse? = nil
    ) {
        self.policy = policy
        self.recognizesListings = recognizesListings
        self.freeing = freeing
        self.sharedParse = sharedParse
        guard let root else { return }
        if root.name == "html" {
            for section in root.children where section.isElement { walkChildren(of: section, block: true) }
        } else {
            walkChildren(of: root, block: true)
        }
        words.separate()
    }

    /// Walks the children of `node`; at block level (`block`), a child may be a listing, which
    /// can span the siblings after it.
    private mutating func walkChildren(of node: DOMNode, block: Bool) {
        // Freed two siblings behind: a `<noscript>` looks back at the image it repeats.
        var walked: [(first: DOMNode, last: DOMNode)] = []
        defer { for span in walked { blockHolders.release(from: span.first, through: span.last) } }
        var child = node.firstChild
        while let current = child {
            var last = current
            if block, recognizesListings, current.isElement || (current.isText && !ProseText.isBlank(current.characters)),
               let listing = ListingRecognizers.recognize(current, sharing: sharedParse) {
                words.separate()
                listings.append(SourceListing(code: listing.code, from: current, through: listing.last))
                last = listing.last
            } else {
                visit(current, block: block)
            }
            child = last.nextSibling
            guard freeing else { continue }
            walked.append((current, last))
            if walked.count > 2 {
                let oldest = walked.removeFirst()
                blockHolders.release(from: oldest.first, through: oldest.last)
            }
        }
    }

    private mutating func visit(_ node: DOMNode, block: Bool) {
        if node.isText {
            words.append(node.characters)
            return
        }
        guard node.isElement else { return }
        let name = node.name
        if let media = EmbeddedMedia(node, policy: policy) {
            words.separate()
            if media.urls.isEmpty {
                droppedByDesign["\(name) without a URL", default: 0] += 1
            } else {
                self.media.append(media)
            }
            // libxml2 2.9 nests what follows `<embed>` inside it; the converter reads on.
            if name == "embed" { walkChildren(of: node, block: block) }
            return
        }
        switch ElementKind(name) {
        case .dropped:
            // A lazy image's `<noscript>` twin repeats it: its image is the one read.
            if let kind = Self.droppedKinds[name], !node.isNoscriptTwin { droppedByDesign[kind, default: 0] += 1 }
        case .block, .blockWrapper:
            words.separate()
            visitBlock(node, named: name, block: block)
            words.separate()
        case .inline:
            visitInline(node, named: name, block: block)
        }
    }

    private mutating func visitBlock(_ node: DOMNode, named name: String, block: Bool) {
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            if !ProseText.isBlank(node.textContent) || node.first("img") != nil { headings += 1 }
            walkChildren(of: node, block: false)
        case "table" where block && !TableWriter.isLayoutTable(node):
            tables += 1
            walkChildren(of: node, block: false)
        case "li" where Self.isFootnote(node):
            var note = WordBag()
            note.append(node.textContent)
            note.separate()
            footnotes.append(note)
            walkChildren(of: node, block: block)
        default:
            walkChildren(of: node, block: block)
        }
    }

    private mutating func visitInline(_ node: DOMNode, named name: String, block: Bool) {
        switch name {
        case "a":
            if let href = node.attribute("href") {
                if let url = policy.link(href) {
                    if ProseText.isBlank(node.textContent) && node.first("img") == nil {
                        droppedByDesign["empty link", default: 0] += 1
                    } else {
                        links.append(url)
                    }
                } else if !href.isEmpty && !href.allSatisfy(\.isWhitespace) {
                    droppedByDesign["unsafe link", default: 0] += 1
                }
            }
        case "img":
            words.separate()
            visitImage(node)
            return
        case "br":
            words.separate()
            return
        case "code", "tt", "kbd", "samp":
            words.separate()
            walkChildren(of: node, block: false)
            words.separate()
            return
        default:
            break
        }
        // An inline element holding blocks is read at block level, as the converter does.
        walkChildren(of: node, block: block && blockHolders.contains(node))
    }

    private mutating func visitImage(_ node: DOMNode) {
        let source = node.imageSource
        // A smiley becomes its text, by design; an image without a source shows nothing.
        if node.hasClass("wp-smiley") || source.contains("/smilies/") || ProseText.isBlank(source) { return }
        if let url = policy.image(source) {
            images.append(url)
        } else {
            droppedByDesign["unsafe image", default: 0] += 1
        }
    }

    /// A footnote's text: an item whose id is a footnote's (`fn:1`, `fn1`, `fn-1`, kramdown,
    /// Pandoc, MultiMarkdown), or an item of a footnote list (WordPress's `wp-block-footnotes`,
    /// a list in a `footnotes` block).
    private static func isFootnote(_ item: DOMNode) -> Bool {
        if let id = item.attribute("id"), id.hasPrefix("fn"),
           let next = id.dropFirst(2).first, next.isNumber || next == ":" || next == "-" || next == "_" {
            return true
        }
        guard let list = item.parent else { return false }
        return list.hasClass("wp-block-footnotes") || list.parent.map { $0.hasClass("footnotes") } ?? false
    }

    /// The kinds of dropped elements reported, by element name: elements that show nothing
    /// (metadata, `<col>`) are not.
    private static let droppedKinds: [String: String] = [
        "script": "script", "style": "style", "noscript": "noscript", "template": "template",
        "input": "form control", "button": "form control", "select": "form control", "textarea": "form control",
        "datalist": "form control", "output": "form control",
        "svg": "svg", "math": "math", "canvas": "canvas", "map": "image map", "applet": "applet",
        "frame": "frame", "frameset": "frame", "noembed": "noembed", "noframes": "noframes",
        "portal": "portal", "dialog": "dialog", "xmp": "xmp", "plaintext": "plaintext",
    ]
}
