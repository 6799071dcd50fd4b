/// A GFM pipe table read from the source lines of a Markdown paragraph, by the rules of GitHub's
/// table extension (the reference implementation Hugo's, Jekyll's and Zola's readers follow): a
/// header row, a delimiter row with as many cells (`---`, `:---`, `---:`, `:---:`), then body
/// rows, shorter ones padded with empty cells and longer ones cut. Cells are split on pipes not
/// escaped by a backslash, trimmed, and `\|` becomes `|` before the cell's inline Markdown is
/// read, inside code spans too.
///
/// cmark has no tables, and blogkit cannot link cmark-gfm beside it (the two export the same
/// symbols, and cmark-gfm 0.29's CommonMark writer loses images inside links): the converter
/// writes simple tables as pipe tables into `markdown`, and ``HTMLRenderer`` reads them back
/// with this type, so that every reader of `markdown` sees the same table.
struct PipeTable {
    /// A column's alignment, from the colons of its delimiter cell.
    enum Alignment: Equatable {
        case none, left, center, right

        /// The `align` attribute cmark-gfm writes for the column, with its leading space.
        var attribute: String {
            switch self {
            case .none: ""
            case .left: #" align="left""#
            case .center: #" align="center""#
            case .right: #" align="right""#
            }
        }
    }

    let alignments: [Alignment]
    /// The header cells' Markdown, pipes unescaped.
    let header: [String]
    /// The body rows' cells' Markdown, each row as wide as the header.
    let rows: [[String]]

    /// The table `lines` hold, nil unless the first is a header row and the second a delimiter
    /// row of as many cells. Every further line is a body row, as in a GFM paragraph.
    init?<Line: StringProtocol>(lines: [Line]) {
        guard lines.count >= 2, Self.mayBeDelimiterRow(lines[1]), let delimiters = Self.cells(of: lines[1]),
              let header = Self.cells(of: lines[0]),
              header.count == delimiters.count
        else { return nil }
        var alignments: [Alignment] = []
        for delimiter in delimiters {
            guard let alignment = Self.alignment(of: delimiter) else { return nil }
            alignments.append(alignment)
        }
        self.alignments = alignments
        self.header = header
        rows = lines.dropFirst(2).map { line in
            let cells = Self.cells(of: line) ?? []
            return Array(cells.prefix(header.count)) + Array(repeating: "", count: max(0, header.count - cells.count))
        }
    }

    /// The table as cmark-gfm writes it, each cell's Markdown rendered by `cell`.
    func html(cell: (String) -> String) -> String {
        var html = "<table>\n<thead>\n<tr>\n"
        for (column, text) in header.enumerated() {
            html += "<th\(alignments[column].attribute)>\(cell(text))</th>\n"
        }
        html += "</tr>\n</thead>\n"
        if !rows.isEmpty {
            html += "<tbody>\n"
            for row in rows {
                html += "<tr>\n"
                for (column, text) in row.enumerated() {
                    html += "<td\(alignments[column].attribute)>\(cell(text))</td>\n"
                }
                html += "</tr>\n"
            }
            html += "</tbody>\n"
        }
        return html + "</table>\n"
    }

    /// The cells of one row: split on pipes no backslash comes right before (GFM's rule, even
    /// after an escaped backslash), the outer pipes optional, each cell trimmed and its `\|`
    /// unescaped. Nil for a line with no pipe at all or no cell.
    static func cells<Line: StringProtocol>(of line: Line) -> [String]? {
        var cells: [String] = []
        var cell = ""
        var sawPipe = false
        for character in line {
            if character == "|", cell.last == "\\" {
                cell.removeLast()
                cell.append("|")
            } else if character == "|" {
                cells.append(cell)
                cell = ""
                sawPipe = true
            } else {
                cell.append(character)
            }
        }
        cells.append(cell)
        guard sawPipe else { return nil }
        if cells.first?.allSatisfy(\.isMarkdownSpace) == true { cells.removeFirst() }
        if cells.last?.allSatisfy(\.isMarkdownSpace) == true { cells.removeLast() }
        // Trimmed by index: through reversed collections, trimming took most of a Python docs
        // page's tables' render.
        let trimmed = cells.map { cell in
            let start = cell.firstIndex { !$0.isMarkdownSpace } ?? cell.endIndex
            let end = cell.lastIndex { !$0.isMarkdownSpace }.map(cell.index(after:)) ?? start
            return String(cell[start..<end])
        }
        return trimmed.isEmpty ? nil : trimmed
    }

    /// False when `line` cannot be a delimiter row: it holds a byte no delimiter row holds, or no
    /// pipe, or no dash. Read by its UTF-8, before the row is split into cells Character by
    /// Character: most paragraphs of two lines or more are not tables, and each page's render
    /// asks of every one.
    private static func mayBeDelimiterRow<Line: StringProtocol>(_ line: Line) -> Bool {
        var pipe = false
        var dash = false
        for byte in line.utf8 {
            switch byte {
            case UInt8(ascii: "|"): pipe = true
            case UInt8(ascii: "-"): dash = true
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            default: return false
            }
        }
        return pipe && dash
    }

    /// The alignment a delimiter cell states, nil when it is not `:?-+:?`.
    private static func alignment(of cell: String) -> Alignment? {
        let left = cell.hasPrefix(":")
        let right = cell.count > 1 && cell.hasSuffix(":")
        let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
        switch (left, right) {
        case (true, true): return .center
        case (true, false): return .left
        case (false, true): return .right
        case (false, false): return Alignment.none
        }
    }
}

private extension Character {
    /// A space or tab: the white space GFM trims around a cell.
    var isMarkdownSpace: Bool { self == " " || self == "\t" }
}
