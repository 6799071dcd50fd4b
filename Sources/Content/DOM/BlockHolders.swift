/// Which inline elements hold block content somewhere below them (`<span><div>…`), not counting
/// what dropped elements hold: the converter unwraps such an element, and the audit reads its
/// source the same way. Each answer is remembered, so nested inline elements are searched once.
struct BlockHolders {
    private var known: [DOMNode: Bool] = [:]

    /// True when an element below `node` is a block.
    mutating func contains(_ node: DOMNode) -> Bool {
        if let answer = known[node] { return answer }
        var found = false
        for child in node.children where child.isElement {
            switch ElementKind(child.name) {
            case .block, .blockWrapper: found = true
            case .inline: found = contains(child)
            case .dropped: continue
            }
            if found { break }
        }
        known[node] = found
        return found
    }

    /// Forgets `node` and every node below it, which are about to be freed: the parser may put
    /// new nodes at their addresses.
    mutating func forget(_ node: DOMNode) {
        guard !known.isEmpty, node.isElement else { return }
        known[node] = nil
        for child in node.children { forget(child) }
    }

    /// Frees the read siblings `first` through `last` (``HTMLDocument/release(from:through:)``)
    /// and forgets what was learnt about them: the parser may put new nodes where they were.
    mutating func release(from first: DOMNode, through last: DOMNode) {
        var node: DOMNode? = first
        while let current = node {
            forget(current)
            node = current == last ? nil : current.nextSibling
        }
        HTMLDocument.release(from: first, through: last)
    }
}
