import CLibXML2
import Foundation

/// What a browser shows of an HTML document, read independently of the converter: the text
/// content of every node outside `<script>`/`<style>`, with block boundaries as spaces.
struct BrowserText {
    /// Text of each `<pre>` outside a line-number column, in document order.
    private(set) var preformatted: [String] = []
    private(set) var text = ""

    init(html: String) {
        var text = BrowserText()
        withParsedHTML(html) { root in text.walk(root) }
        self = text
    }

    private init() {}

    /// The words, split on whitespace (no-break spaces included).
    var words: [Substring] {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{A0}" })
    }

    private mutating func walk(_ node: xmlNodePtr) {
        var child = node.pointee.children
        while let current = child {
            defer { child = current.pointee.next }
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                text += current.pointee.content.map { String(cString: $0) } ?? ""
            case XML_ELEMENT_NODE:
                let name = String(cString: current.pointee.name)
                if name == "script" || name == "style" { continue }
                let inline = Self.inlineElements.contains(name)
                if !inline { text += " " }
                if name == "pre" && !isLineNumberColumn(current.pointee.parent) {
                    preformatted.append(textContent(current))
                }
                walk(current)
                if !inline { text += " " }
            default:
                continue
            }
        }
    }

    private func isLineNumberColumn(_ node: xmlNodePtr?) -> Bool {
        guard let node, let classes = xmlGetProp(node, "class") else { return false }
        defer { free(classes) }
        return String(cString: classes).split(separator: " ").contains("line_numbers")
    }

    private func textContent(_ node: xmlNodePtr) -> String {
        guard let content = xmlNodeGetContent(node) else { return "" }
        defer { free(content) }
        return String(cString: content)
    }

    private static let inlineElements: Set<String> = [
        "a", "abbr", "b", "cite", "code", "em", "font", "i", "kbd", "q", "s", "samp", "small", "span",
        "strong", "sub", "sup", "tt", "u", "var", "del", "ins", "mark",
    ]
}
