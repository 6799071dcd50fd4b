import Foundation
import CCmark

extension MarkdownBuilder {
    /// `table` as a GFM pipe table (Hugo, Jekyll, Zola and GitHub render those; Hugo's default
    /// renderer omits raw HTML), nil unless the table is simple: no caption, one header row (in
    /// `<thead>`, or a first row of `<th>`), then rows of `<td>` no wider than the header, and no
    /// cell spanning more than one row or column. Cells hold their inline Markdown, `|` escaped.
    func pipeTable(_ table: DOMNode) -> String? {
        var rows: [DOMNode] = []
        for child in table.elementChildren {
            switch child.name {
            case "caption": return nil
            case "thead", "tbody", "tfoot": rows += child.elementChildren.filter { $0.name == "tr" }
            case "tr": rows.append(child)
            default: continue
            }
        }
        guard let header = rows.first else { return nil }
        let headerCells = Self.cells(of: header)
        guard !headerCells.isEmpty, header.parent?.name == "thead" || headerCells.allSatisfy({ $0.name == "th" })
        else { return nil }
        let bodyRows = rows.dropFirst().map(Self.cells)
        guard bodyRows.allSatisfy({ $0.count <= headerCells.count && $0.allSatisfy { $0.name == "td" } }),
              rows.dropFirst().allSatisfy({ $0.parent?.name != "thead" }),
              ([headerCells] + bodyRows).joined().allSatisfy(Self.spansOneCell)
        else { return nil }
        var lines = [Self.line(headerCells.map(cellMarkdown)), Self.line(headerCells.map(Self.delimiter))]
        for cells in bodyRows {
            lines.append(Self.line(cells.map(cellMarkdown) + Array(repeating: "", count: headerCells.count - cells.count)))
        }
        return lines.joined(separator: "\n")
    }

    /// The inline Markdown of `cell` on one line: breaks become spaces, `|` is escaped (GFM
    /// reads `\|` as a pipe inside code spans and links too).
    private func cellMarkdown(_ cell: DOMNode) -> String {
        let document = MarkdownDocument()
        let paragraph = MarkdownNode(CMARK_NODE_PARAGRAPH)
        document.root.append(paragraph)
        appendInlineChildren(of: cell, to: InlineSink(paragraph), style: [])
        Self.replaceBreaks(in: paragraph)
        TreeCleanup.run(on: document.root)
        return document.commonMark().replacingOccurrences(of: "\n", with: " ").trimmingSpaces
            .replacingOccurrences(of: "|", with: "\\|")
    }

    private static func replaceBreaks(in node: MarkdownNode) {
        for child in node.children {
            if child.type == CMARK_NODE_LINEBREAK || child.type == CMARK_NODE_SOFTBREAK {
                child.insertSiblingBefore(.text(" "))
                child.remove()
            } else {
                replaceBreaks(in: child)
            }
        }
    }

    private static func cells(of row: DOMNode) -> [DOMNode] {
        row.elementChildren.filter { $0.name == "td" || $0.name == "th" }
    }

    /// False for a `colspan` or `rowspan` over 1 that the table HTML keeps.
    private static func spansOneCell(_ cell: DOMNode) -> Bool {
        ["colspan", "rowspan"].allSatisfy { name in
            cell.attribute(name).flatMap { Int($0.trimmingSpaces) }.map { !(2...TableWriter.maximumSpan).contains($0) } ?? true
        }
    }

    private static func delimiter(_ cell: DOMNode) -> String {
        switch cell.attribute("align")?.lowercased().trimmingSpaces {
        case "left": ":---"
        case "center": ":---:"
        case "right": "---:"
        default: "---"
        }
    }

    private static func line(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }
}
