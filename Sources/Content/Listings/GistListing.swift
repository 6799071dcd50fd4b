/// A GitHub gist embedded as HTML: `table.highlight` with one row per line, the number in an empty
/// `td.blob-num` (drawn by CSS, left out) and the code in `td.blob-code`, inside
/// `div.blob-wrapper.type-LANGUAGE`. GitHub writes a lone newline in the cell of an empty line.
struct GistListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.name == "table", node.firstRow.map(Self.isLine) == true else { return nil }
        let cells = node.descendants(where: { $0.name == "td" && $0.hasClass("blob-code") })
        guard !cells.isEmpty else { return nil }
        let lines = cells.map { cell in
            let line = CodeText.extract(cell)
            return line.hasSuffix("\n") ? String(line.dropLast()) : line
        }
        return RecognizedListing(language: Self.language(around: node), code: lines.joined(separator: "\n"), node: node)
    }

    /// True for a row with a `td.blob-code`: a line of the gist (every row is one).
    private static func isLine(_ row: DOMNode) -> Bool {
        row.containsDescendant { $0.name == "td" && $0.hasClass("blob-code") }
    }

    /// The `type-LANGUAGE` class of the enclosing `blob-wrapper`.
    private static func language(around table: DOMNode) -> String? {
        var current = table.parent
        while let element = current {
            if element.hasClass("blob-wrapper") { return element.classSuffix(after: "type-") }
            current = element.parent
        }
        return nil
    }
}
