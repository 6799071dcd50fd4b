import CLibXML2
import Foundation

/// A forward-only cursor over an XML file: libxml2's `xmlTextReader` in recover mode, with the
/// few accessors the feed reader needs. Only the current node and its ancestors are in memory.
final class XMLStream {
    /// Recover from ill-formed markup, never touch the network, deliver CDATA as text. Never
    /// `XML_PARSE_NOENT` or `XML_PARSE_DTDLOAD`: entity expansion is an attack surface.
    ///
    /// `huge` adds `XML_PARSE_HUGE`: text nodes, attribute values and CDATA sections over 10 MB
    /// and nesting deeper than 256, which otherwise stop libxml2 for the rest of the file. In
    /// libxml2 2.9 it also turns off the entity amplification check, so it is only for documents
    /// that declare no entities (`DocumentProlog`); `FeedLimits` then bounds each item.
    static func options(huge: Bool) -> Int32 {
        Int32(bitPattern: XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue | (huge ? XML_PARSE_HUGE.rawValue : 0))
    }

    let reader: xmlTextReaderPtr
    /// True when node names are interned in the reader's dictionary, so `intern(_:)` pointers
    /// compare equal to them; false for a walk over a recovered document.
    let namesInterned: Bool
    /// Where libxml2's error handler reports; held so it outlives the reader.
    private let log: WarningLog
    /// The file, as the reader's input callbacks read it, when it goes through the repair filter.
    private let input: RepairingInput
    /// Lines of the file where an attribute value was cut (see `InputGuard`), read so far.
    var cutAttributeLines: [Int] { input.cutAttributeLines }
    /// What to add to libxml2's line numbers to get the file's (see `XMLRepairFilter.droppedLines`).
    private let lineOffset: Int
    /// The recovered document a walking stream goes over, freed with it.
    private let document: xmlDocPtr?
    private var wantsTextLine = false
    private var textLine: Int?
    /// Reused across `readContent()` calls so collecting a field's text allocates only its String.
    var buffer: [UInt8] = []
    /// What the last `readContent()` met besides text.
    var contentShape = ContentShape.text
    /// Bytes of text and attribute values `readContent()` and `attribute(_:namespace:)` may still
    /// deliver; what would go over is left out and `overBudget` set.
    var textBudget = Int.max
    /// Set when text or an attribute value was left out for `textBudget`.
    var overBudget = false
    /// The deepest element `read()` may meet without setting `tooDeep`.
    var depthLimit = Int32.max
    /// Set when `read()` met an element deeper than `depthLimit`.
    var tooDeep = false

    /// Opens `path` for reading in `pass`; nil when the file cannot be opened or parsed at all.
    /// With `huge`, libxml2's size and depth limits are lifted (see `options(huge:)`).
    convenience init?(path: String, pass: ReadingPass, huge: Bool, log: WarningLog) {
        let options = Self.options(huge: huge)
        switch pass {
        case .direct: self.init(streaming: path, repairing: false, options: options, log: log)
        case .repaired: self.init(streaming: path, repairing: true, options: options, log: log)
        case .recoveredDocument: self.init(recoveringDocumentAt: path, options: options, log: log)
        }
    }

    /// Opens `path` for streaming; libxml2 reads the file lazily, in chunks, (through
    /// `XMLRepairFilter` when `repairing`, and `InputGuard`) as the cursor advances. XML errors
    /// go to `log`.
    private init?(streaming path: String, repairing: Bool, options: Int32, log: WarningLog) {
        guard let input = RepairingInput(path: path, repairing: repairing, log: log),
              let reader = xmlReaderForIO(
                Self.readInput, Self.closeInput, Unmanaged.passUnretained(input).toOpaque(), path, nil, options)
        else { return nil }
        self.reader = reader
        self.input = input
        self.log = log
        lineOffset = input.droppedLines
        log.xmlLineOffset = lineOffset
        namesInterned = true
        document = nil
        xmlTextReaderSetStructuredErrorHandler(reader, WarningLog.libxml2Handler, log.libxml2Context)
    }

    /// Parses all of `path` (through `XMLRepairFilter` too) with libxml2's recovery into a
    /// document in memory, and walks it.
    ///
    /// The fallback for XML the filter cannot repair: `xmlTextReader` stops at the first chunk
    /// that holds a well-formedness error, recover mode or not, while the document parser recovers
    /// and goes on.
    private init?(recoveringDocumentAt path: String, options: Int32, log: WarningLog) {
        guard let input = RepairingInput(path: path, repairing: true, log: log) else { return nil }
        lineOffset = input.droppedLines
        log.xmlLineOffset = lineOffset
        let document = log.capturingLibxml2Errors {
            xmlReadIO(Self.readInput, Self.closeInput, Unmanaged.passUnretained(input).toOpaque(), path, nil, options)
        }
        guard let document else { return nil }
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
        log.capturingLibxml2Errors {
            xmlFreeTextReader(reader)
            if let document { xmlFreeDoc(document) }
        }
    }

    /// Advances to the next node. False at the end of the document or when libxml2 gave up.
    func read() -> Bool {
        guard xmlTextReaderRead(reader) == 1 else { return false }
        if depthLimit < .max, depth > depthLimit, nodeType == .element { tooDeep = true }
        if wantsTextLine, let line = textStartLine {
            textLine = line
            wantsTextLine = false
        }
        return true
    }

    /// Asks for the start line of the next text node `read()` meets (see `textStartLine`):
    /// how an element past line 65535 gets its line.
    func watchForTextLine() {
        wantsTextLine = true
        textLine = nil
    }

    /// The line `watchForTextLine()` asked for, if a text node came; stops watching.
    func takeTextLine() -> Int? {
        wantsTextLine = false
        return textLine
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

    /// The line of the current node: exact up to line 65535; past it libxml2 only keeps line
    /// numbers on text nodes, so it is the parser's position, which may be a few lines ahead.
    var line: Int {
        recordedLine ?? Int(xmlTextReaderGetParserLineNumber(reader)) + lineOffset
    }

    /// The line libxml2 recorded for the current node; nil for an element past line 65535.
    var recordedLine: Int? {
        guard let node = xmlTextReaderCurrentNode(reader), node.pointee.line < UInt16.max else { return nil }
        return Int(node.pointee.line) + lineOffset
    }

    /// The line the current text node starts on, at any line number: libxml2 records a text
    /// node at the line it ends on (with `XML_PARSE_BIG_LINES`, past 65535 too).
    private var textStartLine: Int? {
        guard [.text, .whitespace, .significantWhitespace].contains(nodeType),
              let node = xmlTextReaderCurrentNode(reader), let value = xmlTextReaderConstValue(reader) else { return nil }
        let end = xmlGetLineNo(node)
        guard end > 0 else { return nil }
        let breaks = UnsafeBufferPointer(start: value, count: strlen(value)).count(where: { $0 == 0x0A })
        return end - breaks + lineOffset
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
        guard spend(strlen(value)) else { return nil }
        return String(cString: value)
    }

    /// Takes `count` bytes from `textBudget`; false (and `overBudget` set) when they do not fit.
    func spend(_ count: Int) -> Bool {
        guard count <= textBudget else {
            overBudget = true
            return false
        }
        textBudget -= count
        return true
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
