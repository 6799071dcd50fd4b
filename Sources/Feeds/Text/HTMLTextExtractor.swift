import CLibXML2
import Foundation

/// The text content of an HTML fragment, parsed by libxml2's forgiving HTML parser (which knows
/// every HTML 4 entity and recovers from any markup).
enum HTMLTextExtractor {
    private static let options = Int32(bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
        | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOIMPLIED.rawValue)

    /// Elements whose content is not text a reader sees.
    private static let hidden: Set<String> = ["script", "style", "template"]
    /// Elements that separate words: their boundaries become spaces.
    private static let breaking: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure",
        "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre",
        "section", "table", "td", "th", "tr", "ul",
    ]

    /// The concatenated text of `html`, entities decoded; block boundaries become spaces.
    static func text(ofHTML html: String) -> String {
        // Inside an element: at the top of a fragment (no implied <body>), libxml2 drops white
        // space between two elements as "blank", and `<b>one</b> <i>two</i>` read "onetwo".
        var source = "<div>" + html + "</div>"
        let document = LibxmlErrorScope.ignoringErrors {
            source.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    blogkit_htmlReadMemoryHuge(chars.baseAddress, Int32(clamping: chars.count), "UTF-8", options)
                }
            }
        }
        guard let document else { return HTMLEntities.decode(html) }
        defer { xmlFreeDoc(document) }
        var output: [UInt8] = []
        output.reserveCapacity(html.utf8.count)
        var node = document.pointee.children
        while let current = node {
            let name = elementName(current)
            if let name, breaking.contains(name) { output.append(UInt8(ascii: " ")) }
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
               let content = current.pointee.content {
                output.append(contentsOf: UnsafeBufferPointer(start: content, count: strlen(content)))
            }
            if let child = current.pointee.children, current.pointee.type == XML_ELEMENT_NODE,
               !hidden.contains(name ?? "") {
                node = child
                continue
            }
            node = nextNode(after: current, appendingBreaksTo: &output)
        }
        Windows1252.repairC1Controls(&output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The next node in document order once `node`'s subtree is done, climbing out of finished
    /// parents (and spacing after the block ones).
    private static func nextNode(after node: xmlNodePtr, appendingBreaksTo output: inout [UInt8]) -> xmlNodePtr? {
        var current = node
        while current.pointee.next == nil {
            guard let parent = current.pointee.parent, parent.pointee.type == XML_ELEMENT_NODE else { return nil }
            if let name = elementName(parent), breaking.contains(name) { output.append(UInt8(ascii: " ")) }
            current = parent
        }
        return current.pointee.next
    }

    private static func elementName(_ node: xmlNodePtr) -> String? {
        guard node.pointee.type == XML_ELEMENT_NODE, let name = node.pointee.name else { return nil }
        return String(cString: name)
    }
}
