/// Code pasted into prose rather than `<pre>`: it starts in one block-level node and may run
/// over the following siblings (wpautop turned its blank lines into paragraph breaks).
enum ProseSpan {
    /// The code text from `node` through the first sibling whose text satisfies `isEnd`, with
    /// paragraph breaks as blank lines and WordPress's `<br />` as newlines; nil when `node` does
    /// not start with `opening` or no end is found within a few hundred siblings.
    static func text(
        from node: DOMNode, startingWith marker: Character, opening: (String) -> Bool, isEnd: (String) -> Bool
    ) -> (text: String, last: DOMNode)? {
        guard node.isText || node.name == "p" || node.name == "div", firstVisibleCharacter(of: node) == marker
        else { return nil }
        let first = CodeText.extract(node, wordPressBreaks: true)
        guard opening(first) else { return nil }
        var text = first
        var last = node
        var sibling = node.nextSibling
        var remaining = 500
        while !isEnd(text) {
            guard let current = sibling, remaining > 0 else { return nil }
            let part = CodeText.extract(current, wordPressBreaks: true)
            if current.isElement {
                text += "\n\n" + part
            } else if !ProseText.isBlank(part) {
                text += part
            }
            last = current
            sibling = current.nextSibling
            remaining -= 1
        }
        return (Untexturize.reverted(text), last)
    }

    /// The first non-whitespace character below `node`, found without reading all its text.
    private static func firstVisibleCharacter(of node: DOMNode) -> Character? {
        if node.isText { return node.characters.first { !$0.isWhitespace } }
        for child in node.children {
            if let character = firstVisibleCharacter(of: child) { return character }
        }
        return nil
    }
}
