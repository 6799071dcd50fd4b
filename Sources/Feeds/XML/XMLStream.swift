import CLibXML2
import Foundation

/// A forward-only cursor over an XML file: libxml2's `xmlTextReader` in recover mode, with the
/// few accessors the feed reader needs. Only the current node and its ancestors are in memory.
final class XMLStream {
    /// Recover from ill-formed markup, never touch the network, deliver CDATA as text. Never
    /// `XML_PARSE_NOENT` or `XML_PARSE_DTDLOAD`: entity expansion is an attack surface.
    static let options = Int32(bitPattern: XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue
        | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue)

    let reader: xmlTextReaderPtr
    /// True when node names are interned in the reader's dictionary, so `intern(_:)` pointers
    /// compare equal to them; false for a walk over a recovered document.
    let namesInterned: Bool
    /// Where libxml2's error handler reports; held so it outlives the reader.
    private let log: WarningLog
    /// The file, as the reader's input callbacks read it.
    private let input: RepairingInput
    /// The recovered document a walking stream goes over, freed with it.
    private let document: xmlDocPtr?
    /// Reused across `readContent()` calls so collecting a field's text allocates only its String.
    private var buffer: [UInt8] = []

    /// Opens `path` for streaming; libxml2 reads the file lazily, in chunks, through
    /// `XMLRepairFilter`, as the cursor advances. XML errors and repairs go to `log`.
    init?(path: String, log: WarningLog) {
        guard let input = RepairingInput(path: path, log: log),
              let reader = xmlReaderForIO(Self.readInput, Self.closeInput, Unmanaged.passUnretained(input).toOpaque(),
                                          path, nil, Self.options) else { return nil }
        self.reader = reader
        self.input = input
        self.log = log
        namesInterned = true
        document = nil
        xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
            guard let context, let error else { return }
            Unmanaged<WarningLog>.fromOpaque(context).takeUnretainedValue().record(xmlError: error.pointee)
        }, Unmanaged.passUnretained(log).toOpaque())
    }

    /// Parses all of `path` (through `XMLRepairFilter` too) with libxml2's recovery into a
    /// document in memory, and walks it.
    ///
    /// The fallback for XML the filter cannot repair: `xmlTextReader` stops at the first chunk
    /// that holds a well-formedness error, recover mode or not, while the document parser recovers
    /// and goes on.
    init?(recoveringDocumentAt path: String, log: WarningLog) {
        guard let input = RepairingInput(path: path, log: log) else { return nil }
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(log).toOpaque()) { context, error in
            guard let context, let error else { return }
            Unmanaged<WarningLog>.fromOpaque(context).takeUnretainedValue().record(xmlError: error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        guard let document = xmlReadIO(Self.readInput, Self.closeInput, Unmanaged.passUnretained(input).toOpaque(),
                                       path, nil, Self.options) else { return nil }
        guard let reader = xmlReaderWalker(document) else {
            xmlFreeDoc(document)
            return nil
        }
        self.reader = reader
        self.document = document
        self.input = input
        self.log = log
        namesInterned = false
    }

    private static let readInput: xmlInputReadCallback = { context, buffer, length in
        guard let context, let buffer, length > 0 else { return -1 }
        let input = Unmanaged<RepairingInput>.fromOpaque(context).takeUnretainedValue()
        return Int32(input.read(into: buffer, capacity: Int(length)))
    }

    /// The stream owns the input and closes it when it goes.
    private static let closeInput: xmlInputCloseCallback = { _ in 0 }

    deinit {
        xmlFreeTextReader(reader)
        if let document { xmlFreeDoc(document) }
    }

    /// Advances to the next node. False at the end of the document or when libxml2 gave up.
    func read() -> Bool {
        xmlTextReaderRead(reader) == 1
    }

    /// True when libxml2 stopped on an error it could not recover from (rather than at the end).
    var failed: Bool {
        xmlTextReaderReadState(reader) == Int32(XML_TEXTREADER_MODE_ERROR.rawValue)
    }

    var nodeType: XMLNodeType { XMLNodeType(rawValue: xmlTextReaderNodeType(reader)) ?? .other }
    var depth: Int32 { xmlTextReaderDepth(reader) }
    var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }
    /// The interned local name of the current node; compare with `intern(_:)` results by pointer.
    var localName: UnsafePointer<xmlChar>? { xmlTextReaderConstLocalName(reader) }
    /// The interned namespace URI of the current node, nil when it has none.
    var namespaceURI: UnsafePointer<xmlChar>? { xmlTextReaderConstNamespaceUri(reader) }
    /// The local name of the current node, as a String.
    var localNameString: String? { localName.map { String(cString: $0) } }
    /// The namespace URI of the current node, as a String.
    var namespaceURIString: String? { namespaceURI.map { String(cString: $0) } }
    /// The qualified name (`prefix:local`) of the current node, as a String, for messages.
    var name: String { xmlTextReaderConstName(reader).map { String(cString: $0) } ?? "" }

    /// The line of the current node. Exact up to line 65535; past it libxml2 only stores line
    /// numbers on text nodes, so it is the parser's position, a few lines ahead at most.
    var line: Int {
        if let node = xmlTextReaderCurrentNode(reader), node.pointee.line < UInt16.max {
            return Int(node.pointee.line)
        }
        return Int(xmlTextReaderGetParserLineNumber(reader))
    }

    /// The string libxml2 uses for `text` in this document, so names compare by pointer.
    func intern(_ text: String) -> UnsafePointer<xmlChar>? {
        xmlTextReaderConstString(reader, text)
    }

    /// The value of the current element's attribute `name` (in `namespace`, or none).
    func attribute(_ name: String, namespace: String? = nil) -> String? {
        let value = namespace.map { xmlTextReaderGetAttributeNs(reader, name, $0) }
            ?? xmlTextReaderGetAttribute(reader, name)
        guard let value else { return nil }
        defer { blogkit_xmlFree(value) }
        return String(cString: value)
    }

    var hasAttributes: Bool { xmlTextReaderHasAttributes(reader) == 1 }

    /// Moves past the current element's content, onto its end tag (or stays on an empty element).
    func skipElement() {
        guard nodeType == .element, !isEmptyElement else { return }
        let start = depth
        while read() {
            if nodeType == .endElement, depth == start { return }
        }
    }

    /// Reads the current element's content up to its end tag: text and CDATA sections
    /// concatenated (libxml2 2.14 no longer merges adjacent ones), undeclared entities kept as
    /// `&name;` for the HTML decoder, nested elements re-serialized as markup (XHTML inlined in a
    /// `<description>`). C1 controls are read as the windows-1252 characters they stand for.
    func readContent() -> String {
        guard nodeType == .element, !isEmptyElement else { return "" }
        let start = depth
        buffer.removeAll(keepingCapacity: true)
        var inlineMarkup = false
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
                appendStartTag()
            case .endElement:
                if depth == start { break loop }
                buffer.append(contentsOf: "</".utf8)
                append(xmlTextReaderConstName(reader), escaped: false)
                buffer.append(UInt8(ascii: ">"))
            case .other:
                break
            }
        }
        Windows1252.repairC1Controls(&buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    private func append(_ text: UnsafePointer<xmlChar>?, escaped: Bool) {
        guard let text else { return }
        let bytes = UnsafeBufferPointer(start: text, count: strlen(text))
        if escaped {
            MarkupEscaper.append(bytes, to: &buffer)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    private func appendStartTag() {
        let empty = isEmptyElement
        buffer.append(UInt8(ascii: "<"))
        append(xmlTextReaderConstName(reader), escaped: false)
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
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

/// The node kinds of `xmlTextReaderNodeType` the feed reader distinguishes.
enum XMLNodeType: Int32 {
    case element = 1
    case text = 3
    case cdata = 4
    case entityReference = 5
    case whitespace = 13
    case significantWhitespace = 14
    case endElement = 15
    case other = -1
}
