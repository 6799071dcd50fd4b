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

    /// True for a table used for layout: lists, headings, quotes, preformatted text or other tables
    /// inside. Those are unwrapped rather than kept as a data table.
    static func isLayoutTable(_ table: DOMNode) -> Bool {
        !table.descendants(where: { layoutElements.contains($0.name) }).isEmpty
    }

    private static let layoutElements: Set<String> = [
        "table", "pre", "ul", "ol", "dl", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
        "figure", "textarea", "listing",
    ]

    mutating func write(table: DOMNode) {
        html += "<table>\n"
        for child in table.elementChildren {
            switch child.name {
            case "caption":
                html += "<caption>"
                writeInlineChildren(of: child)
                html += "</caption>\n"
                text += "\n"
            case "thead":
                writeSection(child, tag: "thead")
            case "tbody", "tfoot":
                writeSection(child, tag: "tbody")
            case "tr":
                writeRow(child)
            default:
                continue
            }
        }
        html += "</table>"
    }

    private mutating func writeSection(_ section: DOMNode, tag: String) {
        html += "<\(tag)>\n"
        for row in section.elementChildren where row.name == "tr" {
            writeRow(row)
        }
        html += "</\(tag)>\n"
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
