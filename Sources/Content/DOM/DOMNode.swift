import CLibXML2
import Foundation

/// A node of an ``HTMLDocument``: a thin, copyable view over a libxml2 `xmlNode`.
struct DOMNode: Hashable {
    let pointer: xmlNodePtr

    init(_ pointer: xmlNodePtr) {
        self.pointer = pointer
    }

    var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }
    /// Text and CDATA nodes: their characters are what a reader sees.
    var isText: Bool { pointer.pointee.type == XML_TEXT_NODE || pointer.pointee.type == XML_CDATA_SECTION_NODE }

    /// Lowercase tag name of an element ("" for other nodes).
    var name: String {
        guard isElement, let name = pointer.pointee.name else { return "" }
        return CommonTagNames.name(at: name) ?? String(cString: name)
    }

    /// Characters of a text or CDATA node ("" for other nodes). In a document still being
    /// parsed, a text node is read once the parser has moved past it (its text may still grow).
    var characters: String {
        guard let content = settledContent else { return "" }
        return String(cString: content)
    }

    /// The bytes of a text or CDATA node's characters (nil for other nodes), read once the
    /// parser has moved past it, as ``characters`` are.
    private var settledContent: UnsafeMutablePointer<xmlChar>? {
        guard isText else { return nil }
        if pointer.pointee.next == nil, let document = HTMLDocument.parsing(pointer) { _ = document.awaitSibling(of: pointer) }
        return pointer.pointee.content
    }

    /// The first Character of ``characters`` that is not whitespace, nil when there is none. Runs
    /// on the text of every block for the listing recognizers of prose (`[code]`, `<![CDATA[`), so
    /// ASCII is read in place: a character that is ASCII and followed by ASCII is a Character of
    /// its own; anything else is read from the whole text.
    var firstNonWhitespaceCharacter: Character? {
        guard var byte = settledContent else { return nil }
        while byte.pointee == 0x20 || (0x09...0x0D).contains(byte.pointee) { byte += 1 }
        if byte.pointee == 0 { return nil }
        if byte.pointee < 0x80 && byte[1] < 0x80 { return Character(Unicode.Scalar(byte.pointee)) }
        return characters.first { !$0.isWhitespace }
    }

    /// Text of a comment node (`<!-- … -->`), nil for other nodes.
    var comment: String? {
        guard pointer.pointee.type == XML_COMMENT_NODE, let content = pointer.pointee.content else { return nil }
        return String(cString: content)
    }

    var parent: DOMNode? { pointer.pointee.parent.map(DOMNode.init) }
    /// The first child; in a document still being parsed, parsed up to when there is one or
    /// there can be none.
    var firstChild: DOMNode? {
        if let child = pointer.pointee.children { return DOMNode(child) }
        return HTMLDocument.parsing(pointer)?.awaitChild(of: pointer).map(DOMNode.init)
    }

    /// The next sibling; in a document still being parsed, parsed up to when there is one or
    /// there can be none.
    var nextSibling: DOMNode? {
        if let next = pointer.pointee.next { return DOMNode(next) }
        return HTMLDocument.parsing(pointer)?.awaitSibling(of: pointer).map(DOMNode.init)
    }
    var previousSibling: DOMNode? { pointer.pointee.prev.map(DOMNode.init) }

    /// Every child node, in document order.
    var children: DOMChildren { DOMChildren(first: firstChild) }

    /// Child elements only.
    var elementChildren: [DOMNode] { children.filter(\.isElement) }

    /// The decoded value of attribute `name`, nil when absent.
    func attribute(_ name: String) -> String? {
        var attribute = pointer.pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name, strcmp(attributeName, name) == 0 {
                var value = ""
                var child = current.pointee.children
                while let text = child {
                    if let content = text.pointee.content { value += String(cString: content) }
                    child = text.pointee.next
                }
                return value
            }
            attribute = current.pointee.next
        }
        return nil
    }

    /// The words of the `class` attribute.
    var classes: [Substring] {
        guard let value = attribute("class") else { return [] }
        return value.utf8.split(whereSeparator: Self.isASCIIWhitespace).compactMap { Substring($0) }
    }

    /// True when the `class` attribute holds the word `name`. Runs on every block element for
    /// every listing recognizer, so it reads the attribute's bytes in place, without copying.
    func hasClass(_ name: String) -> Bool {
        guard let value = rawAttribute("class") else { return false }
        var name = name
        return name.withUTF8 { word in
            var start = value
            while start.pointee != 0 {
                while start.pointee != 0 && Self.isASCIIWhitespace(start.pointee) { start += 1 }
                var end = start
                while end.pointee != 0 && !Self.isASCIIWhitespace(end.pointee) { end += 1 }
                if end - start == word.count, let bytes = word.baseAddress, memcmp(start, bytes, word.count) == 0 { return true }
                start = end
            }
            return false
        }
    }

    /// True when attribute `name` contains `needle`, read in place like ``hasClass(_:)``.
    func attribute(_ name: String, contains needle: String) -> Bool {
        guard let value = rawAttribute(name) else { return false }
        return needle.withCString { strstr(UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self), $0) != nil }
    }

    /// The bytes of attribute `name` as libxml2 stores them (NUL-terminated), when the value is a
    /// single text node, as the HTML parser makes it.
    private func rawAttribute(_ name: String) -> UnsafePointer<UInt8>? {
        var attribute = pointer.pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name, strcmp(attributeName, name) == 0 {
                return current.pointee.children.flatMap { UnsafePointer($0.pointee.content) }
            }
            attribute = current.pointee.next
        }
        return nil
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// First class word starting with `prefix`, without the prefix (`language-` → `swift`). Runs
    /// on every block element too: the attribute's bytes are read in place, and only a word that
    /// starts with the prefix's bytes is made a string.
    func classSuffix(after prefix: String) -> String? {
        guard var start = rawAttribute("class") else { return nil }
        var prefix = prefix
        return prefix.withUTF8 { head in
            while start.pointee != 0 {
                while start.pointee != 0 && Self.isASCIIWhitespace(start.pointee) { start += 1 }
                var end = start
                while end.pointee != 0 && !Self.isASCIIWhitespace(end.pointee) { end += 1 }
                if end - start > head.count, let bytes = head.baseAddress, memcmp(start, bytes, head.count) == 0 {
                    // Characters decide: a combining mark may join the prefix's last character.
                    let word = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                    let wanted = String(decoding: head, as: UTF8.self)
                    if word.hasPrefix(wanted), word.count > wanted.count { return String(word.dropFirst(wanted.count)) }
                }
                start = end
            }
            return nil
        }
    }

    /// All the characters below this node, in document order (what `textContent` gives in a browser).
    var textContent: String {
        var text = ""
        appendText(to: &text)
        return text
    }

    /// True when ``textContent`` holds `needle`, found in each text node's bytes in place, without
    /// making the text (a listing's `&nbsp;` is looked for in every listing of a post).
    func textContains(_ needle: String) -> Bool {
        if isText {
            guard let content = settledContent else { return false }
            return needle.withCString { strstr(UnsafeRawPointer(content).assumingMemoryBound(to: CChar.self), $0) != nil }
        }
        return children.contains { $0.textContains(needle) }
    }

    private func appendText(to text: inout String) {
        if isText {
            text += characters
            return
        }
        for child in children { child.appendText(to: &text) }
    }

    /// This node and every node below it, depth first, in document order.
    func descendants(where predicate: (DOMNode) -> Bool) -> [DOMNode] {
        var found: [DOMNode] = []
        collect(into: &found, where: predicate)
        return found
    }

    private func collect(into found: inout [DOMNode], where predicate: (DOMNode) -> Bool) {
        for child in children {
            if predicate(child) { found.append(child) }
            child.collect(into: &found, where: predicate)
        }
    }

    /// True when some node below this one satisfies `predicate`; stops at the first that does.
    func containsDescendant(where predicate: (DOMNode) -> Bool) -> Bool {
        for child in children {
            if predicate(child) || child.containsDescendant(where: predicate) { return true }
        }
        return false
    }

    /// First descendant element named `name`.
    func first(_ name: String) -> DOMNode? {
        for child in children where child.isElement {
            if child.name == name { return child }
            if let found = child.first(name) { return found }
        }
        return nil
    }
}

/// The children of a ``DOMNode``, walked through libxml2's sibling links. A child's next sibling
/// is looked up when asked for, not before: in a document still being parsed, that lookup parses
/// on until the child is whole.
struct DOMChildren: Sequence, IteratorProtocol {
    private var first: DOMNode?
    private var previous: DOMNode?

    init(first: DOMNode?) {
        self.first = first
    }

    mutating func next() -> DOMNode? {
        if let previous { first = previous.nextSibling }
        previous = first
        return first
    }
}
