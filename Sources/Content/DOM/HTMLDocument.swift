import CLibXML2

/// A post body parsed by libxml2's HTML parser, recovering from broken markup like a browser.
///
/// The document owns its libxml2 tree: nodes handed out by ``body`` live as long as the document.
final class HTMLDocument {
    private let document: htmlDocPtr

    /// Parses `html` as UTF-8, with network access off, errors silenced and no 10 MB limit on a
    /// text node; nil when nothing parses.
    init?(html: String) {
        var source = html
        let parsed: htmlDocPtr? = source.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0, bytes.count <= Int(Int32.max) else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                blogkit_htmlReadMemoryHuge(chars, Int32(bytes.count), "UTF-8", HTMLDocument.options)
            }
        }
        guard let parsed else { return nil }
        document = parsed
    }

    deinit {
        xmlFreeDoc(document)
    }

    /// The `<html>` element libxml2 implies around a fragment, or nil for an empty document. Its
    /// children are `<head>` (where libxml2 moves a fragment's leading scripts and styles) and
    /// `<body>`.
    var root: DOMNode? {
        xmlDocGetRootElement(document).map(DOMNode.init)
    }

    /// Unlinks and frees the nodes from `first` through `last` (siblings, in order), once the
    /// converter has read them: a long post's DOM then shrinks while its Markdown tree grows, so
    /// the two are never whole at once. What a later block may still look back at stays: comment
    /// nodes and elements holding one (a Gutenberg block comment names the language of the
    /// `<pre>` after it, even when autop wrapped it in a `<p>`). Nothing is freed when `last` is
    /// not `first` or a sibling after it.
    static func release(from first: DOMNode, through last: DOMNode) {
        var span = [first]
        while span[span.count - 1] != last {
            guard let next = span[span.count - 1].nextSibling else { return }
            span.append(next)
        }
        for node in span where !holdsComment(node) {
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

    private static let options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue)
}
