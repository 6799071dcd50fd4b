import CCmark

extension MarkdownBuilder {
    /// A data table becomes a raw HTML block written by ``TableWriter`` (a simple one also gets
    /// its pipe table for `markdown`), each row freed once written; a layout table (blocks in its
    /// cells) is unwrapped, its cells read in order.
    func appendTable(_ table: DOMNode, to context: BlockContext) {
        guard !TableWriter.isLayoutTable(table) else {
            appendWrapped(table, to: context)
            return
        }
        var writer = TableWriter(policy: policy)
        var pipeTable = PipeTableRows()
        writer.write(table: table) { node, part in
            switch part {
            case .caption: pipeTable.addCaption()
            case .row(let inHead): pipeTable.add(row: node, inHead: inHead, markdown: cellMarkdown)
            case .other: break
            }
            release(from: node, through: node)
        }
        writer.links.forEach(recordLink)
        let block = MarkdownNode(CMARK_NODE_HTML_BLOCK)
        block.literal = writer.html
        context.appendBlock(block)
        recordTableText(writer.text, for: block)
        if let pipeTable = pipeTable.table { recordPipeTable(pipeTable, for: writer.html) }
    }
}
