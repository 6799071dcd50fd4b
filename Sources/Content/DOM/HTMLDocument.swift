import CLibXML2

/// A post body parsed by libxml2's HTML parser, recovering from broken markup like a browser.
///
/// The document owns its libxml2 parser and tree: nodes handed out by ``root`` live as long as
/// the document. A document made with ``init(streaming:chunkSize:)`` parses on demand: the tree
/// holds only what its reader has asked for (and a chunk more), so a reader that frees what it
/// has read (``release(from:through:)``) never holds a long post's whole tree.
final class HTMLDocument {
    /// The parser, until it has read the whole input.
    private var parser: htmlParserCtxtPtr?
    private var document: htmlDocPtr?
    private var source: String
    /// Bytes of the input given to the parser so far.
    private(set) var parsed = 0
    private let chunkSize: Int
    private var boundaries = ChunkBoundaries()

    /// Parses `html` as UTF-8 whole, with network access off, errors silenced and no 10 MB limit
    /// on a text node; nil when nothing parses.
    convenience init?(html: String) {
        self.init(streaming: html, chunkSize: Int.max)
        parseAll()
    }

    /// Prepares to parse `html` a chunk of about `chunkSize` bytes at a time, as the nodes
    /// handed out are walked (``DOMNode/firstChild``, ``DOMNode/nextSibling`` and
    /// ``DOMNode/characters`` parse on until they can answer). Chunks end only where cutting
    /// changes nothing (``ChunkBoundaries``). Nil for empty input.
    init?(streaming html: String, chunkSize: Int = 65_536) {
        guard !html.isEmpty, html.utf8.count <= Int(Int32.max),
              let parser = blogkit_htmlCreatePushParser(Self.options, Self.maxDepth)
        else { return nil }
        self.parser = parser
        source = html
        self.chunkSize = max(1, chunkSize)
    }

    deinit {
        if let document { xmlFreeDoc(document) }
        if let parser { blogkit_htmlFreePushParser(parser) }
    }

    /// The `<html>` element libxml2 implies around a fragment, or nil for an empty document. Its
    /// children are `<head>` (where libxml2 moves a fragment's leading scripts and styles) and
    /// `<body>`.
    var root: DOMNode? {
        while rootElement == nil, parseChunk() {}
        return rootElement.map(DOMNode.init)
    }

    private var rootElement: xmlNodePtr? {
        document.flatMap { xmlDocGetRootElement($0) }
    }

    /// Unlinks and frees the nodes from `first` through `last` (siblings, in order), once the
    /// converter has read them: a long post's DOM then shrinks while its Markdown tree grows, so
    /// the two are never whole at once. What a later block may still look back at stays: comment
    /// nodes and elements holding one (a Gutenberg block comment names the language of the
    /// `<pre>` after it, even when autop wrapped it in a `<p>`); a look-back from a later block
    /// must not reach them across what was freed, so freed content leaves one empty placeholder
    /// element behind (one for a whole run of freed spans). Nothing is freed when `last` is not
    /// `first` or a sibling after it.
    static func release(from first: DOMNode, through last: DOMNode) {
        var span = [first]
        while span[span.count - 1] != last {
            guard let next = span[span.count - 1].nextSibling else { return }
            span.append(next)
        }
        var placeholder = first.previousSibling.flatMap { $0.isReleasePlaceholder ? $0 : nil }
        for node in span {
            if holdsComment(node) {
                placeholder = nil
                continue
            }
            if placeholder == nil, !(node.isText && ProseText.isBlank(node.characters)),
               let made = xmlNewDocNode(node.pointer.pointee.doc, nil, Self.placeholderName, nil) {
                xmlAddPrevSibling(node.pointer, made)
                placeholder = DOMNode(made)
            }
            xmlUnlinkNode(node.pointer)
            xmlFreeNode(node.pointer)
        }
    }

    /// True for a comment node and for an element with a comment among its children.
    static func holdsComment(_ node: DOMNode) -> Bool {
        if node.comment != nil { return true }
        for child in node.children where child.comment != nil { return true }
        return false
    }

    /// The name of the element ``release(from:through:)`` leaves where it freed nodes; not a
    /// name HTML knows, and never walked: the converter has moved past it.
    static let placeholderName = "blogkit-released"

    /// The streaming document `node` belongs to while its parse goes on, nil once it is whole.
    static func parsing(_ node: xmlNodePtr) -> HTMLDocument? {
        guard let owner = node.pointee.doc?.pointee._private else { return nil }
        return Unmanaged<HTMLDocument>.fromOpaque(owner).takeUnretainedValue()
    }

    /// Parses on until `node` has a first child or can have none.
    func awaitChild(of node: xmlNodePtr) -> xmlNodePtr? {
        while node.pointee.children == nil, isOpen(node), parseChunk() {}
        return node.pointee.children
    }

    /// Parses on until `node` has a next sibling or can have none; a text node's characters are
    /// whole then too.
    func awaitSibling(of node: xmlNodePtr) -> xmlNodePtr? {
        while node.pointee.next == nil, let parent = node.pointee.parent, isOpen(parent), parseChunk() {}
        return node.pointee.next
    }

    /// True while the parser may still add children to `node`.
    private func isOpen(_ node: xmlNodePtr) -> Bool {
        guard let parser else { return false }
        if node.pointee.type == XML_HTML_DOCUMENT_NODE || node.pointee.type == XML_DOCUMENT_NODE { return true }
        return blogkit_htmlIsOpen(parser, node) != 0
    }

    private func parseAll() {
        while parseChunk() {}
    }

    /// Gives the parser its next chunk; false when it had read everything already. After the
    /// last chunk the parser goes, and nodes stop asking this document.
    @discardableResult
    private func parseChunk() -> Bool {
        guard let parser else { return false }
        let start = parsed
        let end = source.withUTF8 { bytes in
            let end = boundaries.end(in: bytes, from: start, size: chunkSize)
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = htmlParseChunk(parser, chars.baseAddress.map { $0 + start }, Int32(end - start), end == bytes.count ? 1 : 0)
            }
            return end
        }
        parsed = end
        if document == nil, let made = parser.pointee.myDoc {
            document = made
            made.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        }
        if end == source.utf8.count {
            document?.pointee._private = nil
            blogkit_htmlFreePushParser(parser)
            self.parser = nil
            source = ""
        }
        return true
    }

    private static let maxDepth: Int32 = 256

    private static let options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue)
}

extension DOMNode {
    /// True for what ``HTMLDocument/release(from:through:)`` leaves where it freed nodes.
    var isReleasePlaceholder: Bool {
        isElement && name == HTMLDocument.placeholderName
    }
}
