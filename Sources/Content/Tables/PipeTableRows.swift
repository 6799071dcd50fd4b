/// The GFM pipe table of a table read row by row (``TableWriter/write(table:each:)``), for
/// `markdown` (Hugo, Jekyll, Zola and GitHub render those; Hugo's default renderer omits raw
/// HTML). Only the lines written so far are kept, never the rows.
///
/// A table is simple, and has a pipe table, with no caption, one header row (in `<thead>`, or a
/// first row of `<th>`), then rows of `<td>` no wider than the header, and no cell spanning more
/// than one row or column.
struct PipeTableRows {
    private var lines = ""
    /// The header's width, once the header row is read.
    private var width: Int?
    private var simple = true

    /// The pipe table; nil when the table is not simple or has no row.
    var table: String? {
        simple && width != nil ? lines : nil
    }

    /// A caption: the table is not simple.
    mutating func addCaption() {
        simple = false
    }

    /// Adds the line of `row`, each cell written by `markdown` (inline Markdown on one line, `|`
    /// escaped), or finds that the table is not simple.
    mutating func add(row: DOMNode, inHead: Bool, markdown: (DOMNode) -> String) {
        guard simple else { return }
        let cells = row.elementChildren.filter { $0.name == "td" || $0.name == "th" }
        guard cells.allSatisfy(Self.spansOneCell) else {
            simple = false
            return
        }
        if let width {
            guard !inHead, cells.count <= width, cells.allSatisfy({ $0.name == "td" }) else {
                simple = false
                return
            }
            lines += "\n" + Self.line(cells.map(markdown) + Array(repeating: "", count: width - cells.count))
        } else {
            guard !cells.isEmpty, inHead || cells.allSatisfy({ $0.name == "th" }) else {
                simple = false
                return
            }
            width = cells.count
            lines = Self.line(cells.map(markdown)) + "\n" + Self.line(cells.map(Self.delimiter))
        }
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
