import CLibXML2
import Foundation

/// An element's content as one string: what a feed's text and HTML fields hold.
extension XMLStream {
    /// Reads the current element's content up to its end tag: text and CDATA sections
    /// concatenated (libxml2 2.14 no longer merges adjacent ones), undeclared entities kept as
    /// `&name;` for the HTML decoder, nested elements re-serialized as markup (XHTML inlined in a
    /// `<description>`, with its namespace prefixes and declarations dropped). C1 controls are
    /// read as the windows-1252 characters they stand for.
    ///
    /// With `unwrappingXHTML`, a first child `<div>` in the XHTML namespace is left out and only
    /// its content kept: Atom wraps `type="xhtml"` text in one.
    func readContent(unwrappingXHTML: Bool = false) -> String {
        contentShape = .text
        guard nodeType == .element, !isEmptyElement else { return "" }
        let start = depth
        buffer.removeAll(keepingCapacity: true)
        var inlineMarkup = false
        var wrapperSeen = false
        var wrapperOpen = false
        var unwrapped = false
        var elementsBesidesWrapper = false
        loop: while read() {
            switch nodeType {
            case .text, .cdata, .whitespace, .significantWhitespace:
                append(xmlTextReaderConstValue(reader), escaped: inlineMarkup)
            case .entityReference:
                buffer.append(UInt8(ascii: "&"))
                append(localName, escaped: false)
                buffer.append(UInt8(ascii: ";"))
            case .element:
                if !inlineMarkup {
                    inlineMarkup = true
                    buffer = MarkupEscaper.escaped(buffer)
                }
                if unwrappingXHTML, !wrapperSeen, depth == start + 1 {
                    wrapperSeen = true
                    if isXHTML, localNameString == "div" {
                        wrapperOpen = !isEmptyElement
                        unwrapped = true
                        continue
                    }
                }
                elementsBesidesWrapper = true
                appendStartTag()
            case .endElement:
                if depth == start { break loop }
                if wrapperOpen, depth == start + 1 {
                    wrapperOpen = false
                    continue
                }
                buffer.append(contentsOf: "</".utf8)
                appendElementName()
                buffer.append(UInt8(ascii: ">"))
            case .other:
                break
            }
        }
        Windows1252.repairC1Controls(&buffer)
        contentShape = elementsBesidesWrapper ? .markup : unwrapped ? .textInWrapper : .text
        return String(decoding: buffer, as: UTF8.self)
    }

    /// What an element's content held besides text (see `readContent(unwrappingXHTML:)`).
    enum ContentShape {
        /// Text and CDATA only: returned as it is.
        case text
        /// Elements: returned as markup, the text around them escaped.
        case markup
        /// Only text inside the XHTML `div` that was unwrapped: returned escaped.
        case textInWrapper
    }

    /// True when the current node is in the XHTML namespace.
    private var isXHTML: Bool {
        guard let namespace = namespaceURI else { return false }
        return strcmp(namespace, FeedNamespace.xhtml) == 0
    }

    /// True when the current node is XHTML, SVG or MathML: elements HTML knows by their local
    /// name (`svg:circle` is SVG's `circle` only when written `circle`).
    private var isHTMLNamed: Bool {
        guard let namespace = namespaceURI else { return false }
        return strcmp(namespace, FeedNamespace.xhtml) == 0 || strcmp(namespace, FeedNamespace.svg) == 0
            || strcmp(namespace, FeedNamespace.mathML) == 0
    }

    private func append(_ text: UnsafePointer<xmlChar>?, escaped: Bool) {
        guard let text else { return }
        let bytes = UnsafeBufferPointer(start: text, count: strlen(text))
        guard spend(bytes.count) else { return }
        if escaped {
            MarkupEscaper.append(bytes, to: &buffer)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// The element's name as HTML wants it: XHTML, SVG and MathML elements by their local name
    /// (`xhtml:p` is `p`, `svg:svg` is `svg`), others as written.
    private func appendElementName() {
        append(isHTMLNamed ? localName : xmlTextReaderConstName(reader), escaped: false)
    }

    private func appendStartTag() {
        let empty = isEmptyElement
        buffer.append(UInt8(ascii: "<"))
        appendElementName()
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
            guard xmlTextReaderIsNamespaceDecl(reader) != 1 else { continue }
            buffer.append(UInt8(ascii: " "))
            append(xmlTextReaderConstName(reader), escaped: false)
            buffer.append(contentsOf: "=\"".utf8)
            append(xmlTextReaderConstValue(reader), escaped: true)
            buffer.append(UInt8(ascii: "\""))
        }
        xmlTextReaderMoveToElement(reader)
        buffer.append(contentsOf: empty ? "/>".utf8 : ">".utf8)
    }
}
