/// Code pasted into prose rather than `<pre>`: it starts in one block-level node and may run
/// over the following siblings (wpautop turned its blank lines into paragraph breaks).
enum ProseSpan {
    /// The code text from `node` through the first sibling whose text holds the end marker that
    /// `opening` gives for `node`'s text, with paragraph breaks as blank lines and WordPress's
    /// `<br />` as newlines; nil when `node` does not start with `opening` (it returns nil) or no
    /// end is found within a few hundred siblings.
    ///
    /// Each sibling's text is searched once, where it joins the span (with the few characters
    /// before it, for a marker across the join): a body of thousands of unclosed openings costs
    /// each opening its few hundred siblings, never the text gathered so far again at every step.
    static func text(
        from node: DOMNode, startingWith marker: Character, opening: (String) -> String?
    ) -> (text: String, last: DOMNode)? {
        guard node.isText || node.name == "p" || node.name == "div", firstVisibleCharacter(of: node) == marker
        else { return nil }
        let first = CodeText.extract(node, wordPressBreaks: true)
        guard let end = opening(first) else { return nil }
        var pieces = [first]
        var found = first.contains(end)
        var tail = String(first.suffix(end.count))
        var last = node
        var sibling = node.nextSibling
        var remaining = window
        var searched = first.utf8.count
        defer { WorkMeter.record(searched) }
        while !found {
            guard let current = sibling, remaining > 0 else { return nil }
            let part = CodeText.extract(current, wordPressBreaks: true)
            let piece = current.isElement ? "\n\n" + part : ProseText.isBlank(part) ? "" : part
            let joint = tail + piece
            found = joint.contains(end)
            searched += joint.utf8.count
            tail = String(joint.suffix(end.count))
            pieces.append(piece)
            last = current
            sibling = current.nextSibling
            remaining -= 1
        }
        return (Untexturize.reverted(pieces.joined()), last)
    }

    /// How many siblings after its opening a span may run over.
    static let window = 500

    /// The first non-whitespace character below `node`, found without reading all its text.
    private static func firstVisibleCharacter(of node: DOMNode) -> Character? {
        if node.isText { return node.firstNonWhitespaceCharacter }
        for child in node.children {
            if let character = firstVisibleCharacter(of: child) { return character }
        }
        return nil
    }
}
