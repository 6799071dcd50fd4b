/// The GFM pipe tables among the paragraphs of a parsed document, read from each paragraph's
/// source lines by ``PipeTable``: the one rule for which paragraph is a table, for the page
/// (``HTMLRenderer``) and for the excerpt, which leaves tables out.
struct PipeTableParagraphs {
    /// The Markdown the tree was parsed from.
    let markdown: String
    /// Its lines, split at the first paragraph that spans two.
    private var lines: [Substring]?

    init(markdown: String) {
        self.markdown = markdown
    }

    /// The table `paragraph` is, nil when it is no table. Container prefixes (`> `, a list
    /// item's indentation) are as wide on every line as on the first, and are dropped.
    mutating func table(_ paragraph: MarkdownNode) -> PipeTable? {
        let first = paragraph.startLine, last = paragraph.endLine
        guard first >= 1, last > first else { return nil }
        if lines == nil { lines = markdown.split(separator: "\n", omittingEmptySubsequences: false) }
        guard let lines, last <= lines.count else { return nil }
        let prefix = max(0, paragraph.startColumn - 1)
        return PipeTable(lines: lines[(first - 1)..<last].map { Substring($0.utf8.dropFirst(prefix)) })
    }
}
