/// A visitor of a cmark tree, depth first and in document order: ``visit(_:)`` sees a node before
/// its children and says whether to go into them, ``leave(_:)`` sees it after them.
///
/// A walker may change the tree around the node it is at: remove that node (in ``visit(_:)``
/// returning false, or in ``leave(_:)``) or insert siblings before it, which the walk does not
/// visit. Each node's next sibling is read before the node is walked.
///
/// One walk, many uses: the audit collects what a post keeps with it; renderers and text
/// extraction can do the same instead of each recursing over the tree by hand.
protocol MarkdownWalker {
    /// Called before the children of `node`; false skips them (and ``leave(_:)`` for `node`).
    mutating func visit(_ node: MarkdownNode) -> Bool

    /// Called after the children of a node that ``visit(_:)`` went into.
    mutating func leave(_ node: MarkdownNode)
}

extension MarkdownWalker {
    mutating func leave(_ node: MarkdownNode) {}

    /// Visits `node` and everything below it.
    mutating func walk(_ node: MarkdownNode) {
        guard visit(node) else { return }
        var child = node.firstChild
        while let current = child {
            child = current.next
            walk(current)
        }
        leave(node)
    }
}
