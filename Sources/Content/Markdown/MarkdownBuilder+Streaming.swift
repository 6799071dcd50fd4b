import CCmark

extension MarkdownBuilder {
    /// Writes out every item of `list`, a list directly in the document or in its quotes, but its last, which
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

extension MarkdownBuilder {
    /// Writes out the start of the open paragraph `sink` fills, a paragraph directly in the
    /// document, up to a cut between two ASCII letters of one of its recent text nodes (see
    /// ``StreamedParagraph``): those inlines are cleaned up, rendered and freed. Nothing is
    /// written when the recent text nodes have no such cut; the last node is never written, as
    /// the paragraph may still add to it.
    func flushStart(of sink: InlineSink) {
        let paragraph = sink.container
        let recent = sink.appended
        sink.appended = 0
        var node = paragraph.lastChild?.previous
        var seen = 0
        while let candidate = node, seen < recent {
            if candidate.type == CMARK_NODE_TEXT, let cut = StreamedParagraph.cut(in: candidate.literalBytes) {
                write(paragraph, through: candidate, cutAt: cut)
                return
            }
            node = candidate.previous
            seen += 1
        }
    }

    /// Splits `text` at byte `cut` and writes out `paragraph` up to the cut.
    private func write(_ paragraph: MarkdownNode, through text: MarkdownNode, cutAt cut: Int) {
        let bytes = text.literalBytes
        let rest = MarkdownNode.text(String(decoding: UnsafeBufferPointer(rebasing: bytes[cut...]), as: UTF8.self))
        text.literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<cut]), as: UTF8.self)
        text.insertSiblingAfter(rest)
        let batch = MarkdownDocument()
        let start = MarkdownNode(CMARK_NODE_PARAGRAPH)
        batch.root.append(start)
        while let first = paragraph.firstChild, first != rest {
            first.unlink()
            start.append(first)
        }
        TreeCleanup.run(on: batch.root)
        let streamed = streamedParagraphs[paragraph] ?? StreamedParagraph()
        streamedParagraphs[paragraph] = streamed
        // The run ends inside the paragraph: without the blank line its end added to the text.
        let text = PlainText.untrimmed(batch.root, tables: tableTexts)
        streamed.add(batch, text: String(text.utf8.dropLast(2)) ?? text)
    }
}
