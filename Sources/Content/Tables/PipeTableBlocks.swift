import CCmark

/// Puts each simple table's GFM pipe table in place of its HTML block, for `markdown` only: the
/// `html` is rendered from the HTML blocks, since cmark has no tables and would read a pipe table
/// as a paragraph.
enum PipeTableBlocks {
    /// Replaces the HTML of every table block under `node` found in `pipeTables` (keyed by the
    /// table's HTML); true if any.
    static func swap(in node: MarkdownNode, _ pipeTables: [String: String]) -> Bool {
        guard !pipeTables.isEmpty else { return false }
        var swapped = false
        for child in node.children {
            if child.type == CMARK_NODE_HTML_BLOCK, let pipeTable = pipeTables[child.literal] {
                child.literal = pipeTable
                swapped = true
            } else if swap(in: child, pipeTables) {
                swapped = true
            }
        }
        return swapped
    }
}
