extension DOMNode {
    /// A table's first row: its first `tr`, directly in it or in its first `thead`, `tbody` or
    /// `tfoot` that has one. What a recognizer needs to know of a table's kind is there, and
    /// reading it parses no further: a long data table is then never parsed whole to be told
    /// apart from a listing.
    var firstRow: DOMNode? {
        for child in children where child.isElement {
            if child.name == "tr" { return child }
            if ["thead", "tbody", "tfoot"].contains(child.name),
               let row = child.children.first(where: { $0.isElement && $0.name == "tr" }) {
                return row
            }
        }
        return nil
    }
}
