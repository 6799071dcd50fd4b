import Feeds

/// Serializes an HTML table as clean, safe HTML: only `table`, `caption`, `thead`, `tbody`, `tr`,
/// `th`, `td`; only `colspan`, `rowspan` and `align`; cell content as escaped text with safe inline
/// markup (`a`, `em`, `strong`, `code`, `br`, `img`, `sub`, `sup`) and URLs checked by ``URLPolicy``.
/// Everything else is unwrapped, or dropped with its content when it is executable.
///
/// cmark has no tables: the converter emits this HTML as a raw HTML block, and the same writer
/// re-sanitizes that block in the final rendering.
struct TableWriter {
    let policy: URLPolicy
    /// ``HTMLRenderer``'s link hook: the URL to write instead of a safe link's, nil to keep it.
    let linkHook: ((String) -> String?)?
    /// Output HTML, one row per line, no blank line (a blank line would end the HTML block).
    private(set) var html = ""
    /// The words of the table, cells separated by spaces and rows by newlines, for search.
    private(set) var text = ""
    /// Absolute link targets met in cells, in document order.
    private(set) var links: [String] = []
    /// The `src` of every image kept, in document order.
    private(set) var images: [String] = []

    /// The widest `colspan` / `rowspan` kept; a larger (or non-numeric) value is dropped.
    static let maximumSpan = 1000

    init(policy: URLPolicy, link: ((String) -> String?)? = nil) {
        self.policy = policy
        self.linkHook = link
    }

    /// True for a table used for layout: a list, heading, quote, preformatted text or another
    /// table in its caption or in one of its first ``layoutRowLimit`` rows. Those are unwrapped
    /// rather than kept as a data table. Only that many rows are read ahead, so that a long data
    /// table can be written, and freed, row by row (``write(table:each:)``).
    static func isLayoutTable(_ table: DOMNode) -> Bool {
        var rows = 0
        // What a part of the table (or of one of its sections) decides: nil to read on.
        func decision(_ part: DOMNode) -> Bool? {
            if holdsLayout(part) { return true }
            if part.name == "tr" { rows += 1 }
            return rows == layoutRowLimit ? false : nil
        }
        for child in table.children where child.isElement {
            guard ["thead", "tbody", "tfoot"].contains(child.name) else {
                if let decided = decision(child) { return decided }
                continue
            }
            for row in child.children where row.isElement {
                if let decided = decision(row) { return decided }
            }
        }
        return false
    }

    /// How many rows ``isLayoutTable(_:)`` reads ahead. A table with no layout element in as
    /// many rows is a data table: what later cells hold is written as their text.
    static let layoutRowLimit = 1000

    private static func holdsLayout(_ node: DOMNode) -> Bool {
        layoutElements.contains(node.name) || node.containsDescendant { layoutElements.contains($0.name) }
    }

    private static let layoutElements: Set<String> = [
        "table", "pre", "ul", "ol", "dl", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
        "figure", "textarea", "listing",
    ]

    /// What ``write(table:each:)`` has just written.
    enum Part {
        /// The table's caption.
        case caption
        /// A row, in `<thead>` or not.
        case row(inHead: Bool)
        /// Anything else: a section whose rows were all given already, a node the writer skips.
        case other
    }

    /// Writes `table`, giving `each` every node below the table that it is done with (a caption,
    /// each row, each section after its rows, and what it skips), in document order, right
    /// after writing it: `each` may read it and free it, for the writer never goes back. A long
    /// table's DOM is then never whole when the table is parsed as it is read.
    mutating func write(table: DOMNode, each: (DOMNode, Part) -> Void) {
        html += "<table>\n"
        Self.walk(table, each: each) { child in
            guard child.isElement else { return .other }
            switch child.name {
            case "caption":
                html += "<caption>"
                writeInlineChildren(of: child)
                html += "</caption>\n"
                text += "\n"
                return .caption
            case "thead":
                writeSection(child, tag: "thead", each: each)
            case "tbody", "tfoot":
                writeSection(child, tag: "tbody", each: each)
            case "tr":
                writeRow(child)
                return .row(inHead: false)
            default:
                break
            }
            return .other
        }
        html += "</table>"
    }

    private mutating func writeSection(_ section: DOMNode, tag: String, each: (DOMNode, Part) -> Void) {
        html += "<\(tag)>\n"
        Self.walk(section, each: each) { row in
            guard row.isElement, row.name == "tr" else { return .other }
            writeRow(row)
            return .row(inHead: tag == "thead")
        }
        html += "</\(tag)>\n"
    }

    /// Gives each child of `node`, in order, to `write`, then to `each` with what `write` made of
    /// it. The next child is looked up in between: once the child is written (in a document
    /// still being parsed, whole), before `each` may free it.
    private static func walk(_ node: DOMNode, each: (DOMNode, Part) -> Void, write: (DOMNode) -> Part) {
        var child = node.firstChild
        while let current = child {
            let part = write(current)
            child = current.nextSibling
            each(current, part)
        }
    }

    private mutating func writeRow(_ row: DOMNode) {
        html += "<tr>"
        for cell in row.elementChildren where cell.name == "td" || cell.name == "th" {
            html += "<\(cell.name)"
            for name in ["colspan", "rowspan"] {
                if let value = cell.attribute(name).flatMap({ Int($0.trimmingSpaces) }), (1...Self.maximumSpan).contains(value) {
                    html += " \(name)=\"\(value)\""
                }
            }
            if let align = cell.attribute("align")?.lowercased().trimmingSpaces,
               ["left", "center", "right", "justify"].contains(align) {
                html += " align=\"\(align)\""
            }
            html += ">"
            writeInlineChildren(of: cell)
            html += "</\(cell.name)>"
            text += " "
        }
        html += "</tr>\n"
        text += "\n"
    }

    private mutating func writeInlineChildren(of node: DOMNode) {
        for child in node.children {
            writeInline(child)
        }
    }

    private mutating func writeInline(_ node: DOMNode) {
        if node.isText {
            let words = ProseText.collapsed(node.characters)
            html += MarkupEscaper.text(words)
            text += words
            return
        }
        guard node.isElement else { return }
        let name = node.name
        switch name {
        case "br":
            html += "<br>"
            text += " "
        case "em", "i", "cite":
            wrap(node, in: "em")
        case "strong", "b":
            wrap(node, in: "strong")
        case "code", "tt", "kbd", "samp":
            wrap(node, in: "code")
        case "sub", "sup":
            wrap(node, in: name)
        case "a":
            guard let url = node.attribute("href").flatMap(policy.link) else { return writeInlineChildren(of: node) }
            links.append(url)
            let written = linkHook?(url) ?? url
            html += "<a href=\"\(MarkupEscaper.attribute(written))\"" + titleAttribute(of: node) + ">"
            writeInlineChildren(of: node)
            html += "</a>"
        case "img":
            writeImage(node)
        default:
            switch ElementKind(name) {
            case .dropped:
                return
            case .inline:
                writeInlineChildren(of: node)
            case .block, .blockWrapper:
                html += " "
                text += " "
                writeInlineChildren(of: node)
                html += " "
                text += " "
            }
        }
    }

    private mutating func wrap(_ node: DOMNode, in tag: String) {
        html += "<\(tag)>"
        writeInlineChildren(of: node)
        html += "</\(tag)>"
    }

    private mutating func writeImage(_ node: DOMNode) {
        let alt = ProseText.collapsed(node.attribute("alt") ?? "").trimmingSpaces
        let source = node.imageSource
        guard !node.hasClass("wp-smiley"), !source.contains("/smilies/"), let url = policy.image(source) else {
            html += MarkupEscaper.text(alt)
            text += alt
            return
        }
        images.append(url)
        html += "<img src=\"\(MarkupEscaper.attribute(url))\" alt=\"\(MarkupEscaper.attribute(alt))\"" + titleAttribute(of: node) + ">"
    }

    private func titleAttribute(of node: DOMNode) -> String {
        guard let title = node.attribute("title").map(ProseText.collapsed)?.trimmingSpaces, !title.isEmpty else { return "" }
        return " title=\"\(MarkupEscaper.attribute(title))\""
    }
}
