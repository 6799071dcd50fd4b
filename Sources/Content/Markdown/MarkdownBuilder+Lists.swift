import CCmark

/// A list just appended to a block container, which the next DOM sibling may continue.
///
/// libxml2 closes an open `<ol>` when a `<ul>` starts, where browsers nest it: the WordPress
/// editor's `<ol><li>…</li><ul>…</ul><li>…</li></ol>` comes out as an `<ol>`, a sibling `<ul>`
/// and stray `<li>`s. A `<ul>` right after an `<ol>` therefore nests in its last item, and a
/// stray `<li>` right after a list becomes its next item, as a browser shows them.
struct OpenList {
    let node: MarkdownNode
    let ordered: Bool
    var lastItem: BlockContext
}

extension MarkdownBuilder {
    /// Lists, nested lists included. Content WordPress puts directly in a list (`<p>` or `<ul>`
    /// between two `<li>`, bare text) is shown by browsers under the item before it, so it joins
    /// that item. Each child of `list` is freed once converted, as in ``appendBlocks(of:to:)``:
    /// a list of a hundred thousand items is where a long post's DOM is largest. A list directly
    /// in the document, or in block quotes there, also frees its finished items once their
    /// Markdown is written (``flushItems(of:)``), a batch of ``batchSize`` at a time.
    func appendList(_ list: DOMNode, ordered: Bool, to context: BlockContext) -> OpenList {
        let node = MarkdownNode(CMARK_NODE_LIST)
        cmark_node_set_list_type(node.pointer, ordered ? CMARK_ORDERED_LIST : CMARK_BULLET_LIST)
        if ordered {
            cmark_node_set_list_delim(node.pointer, CMARK_PERIOD_DELIM)
            let start = list.attribute("start").flatMap { Int32($0.trimmingSpaces) } ?? 1
            cmark_node_set_list_start(node.pointer, max(0, min(start, 999_999_999)))
        }
        context.appendBlock(node)
        // A list directly in the document or in its quotes writes out its finished items as it goes.
        let streams = batchSize < .max && writesOut(in: context.container)
        var held = 0
        var item: BlockContext?
        var child = list.firstChild
        while let current = child {
            var last = current
            if current.isElement && current.name == "li" {
                item?.closeParagraph()
                item = appendItem(current, to: node)
                held += 1
            } else if !(current.isText && ProseText.isBlank(current.characters) && item?.hasOpenParagraph != true) {
                let target = item ?? newItem(in: node)
                if item == nil { held += 1 }
                item = target
                last = appendBlock(current, to: target)
            }
            child = last.nextSibling
            release(from: current, through: last)
            if streams && held > batchSize {
                flushItems(of: node)
                held = 1
            }
        }
        item?.closeParagraph()
        return OpenList(node: node, ordered: ordered, lastItem: item ?? newItem(in: node))
    }

    /// Appends `li` as a new item of `list` and returns the item's context.
    @discardableResult
    func appendItem(_ li: DOMNode, to list: MarkdownNode) -> BlockContext {
        let item = newItem(in: list)
        appendBlocks(of: li, to: item)
        item.closeParagraph()
        return item
    }

    /// Whether `container` is the document, or a block quote in at most ``streamedQuoteDepth``
    /// block quotes in it: where a list is written out a batch of items at a time (a quote's lines
    /// are its blocks' lines after `> `, ``BlockByBlockRendering``).
    private func writesOut(in container: MarkdownNode) -> Bool {
        var node = container
        var depth = 0
        while node != document {
            guard node.type == CMARK_NODE_BLOCK_QUOTE, let parent = node.parent, depth < Self.streamedQuoteDepth else { return false }
            node = parent
            depth += 1
        }
        return true
    }

    private func newItem(in list: MarkdownNode) -> BlockContext {
        let item = MarkdownNode(CMARK_NODE_ITEM)
        list.append(item)
        return BlockContext(item)
    }
}
