import CCmark

extension MarkdownBuilder {
    /// Writes out every item of `list`, a list directly in the document, but its last, which
    /// the rest of the post may still add to (``OpenList``): they are cleaned up and rendered
    /// as a batch (``StreamedList``) and freed. The list keeps its place in the tree, numbered
    /// from the first item it still holds.
    func flushItems(of list: MarkdownNode) {
        guard let last = list.lastChild, list.firstChild != last else { return }
        let batch = MarkdownDocument()
        let items = MarkdownNode(CMARK_NODE_LIST)
        let type = cmark_node_get_list_type(list.pointer)
        cmark_node_set_list_type(items.pointer, type)
        if type == CMARK_ORDERED_LIST {
            cmark_node_set_list_delim(items.pointer, cmark_node_get_list_delim(list.pointer))
            cmark_node_set_list_start(items.pointer, cmark_node_get_list_start(list.pointer))
        }
        batch.root.append(items)
        while let first = list.firstChild, first != last {
            first.unlink()
            items.append(first)
        }
        let tables = Self.htmlBlocks(under: items)
        TreeCleanup.run(on: batch.root)
        // The cleanup removes a list left without items.
        if batch.root.firstChild == items {
            let written = items.children.count
            let streamed = streamedLists[list] ?? StreamedList()
            streamedLists[list] = streamed
            streamed.add(items, of: batch, text: PlainText.untrimmed(items, tables: tableTexts), pipeTables: pipeTables)
            if type == CMARK_ORDERED_LIST {
                cmark_node_set_list_start(list.pointer, cmark_node_get_list_start(list.pointer) + Int32(clamping: written))
            }
        }
        forgetTableTexts(of: tables)
    }

    /// The HTML blocks in the block containers under `node`: the tables, whose text is recorded
    /// by node (``tableTexts``), and the node goes with its batch.
    private static func htmlBlocks(under node: MarkdownNode) -> [MarkdownNode] {
        var found: [MarkdownNode] = []
        for child in node.children {
            switch child.type {
            case CMARK_NODE_HTML_BLOCK: found.append(child)
            case CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_BLOCK_QUOTE: found += htmlBlocks(under: child)
            default: break
            }
        }
        return found
    }
}
