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
        if lines == nil { lines = Self.lines(of: markdown) }
        guard let lines, last <= lines.count else { return nil }
        let prefix = max(0, paragraph.startColumn - 1)
        return PipeTable(lines: lines[(first - 1)..<last].map { Substring($0.utf8.dropFirst(prefix)) })
    }

    /// `text` split at each `"\n"` Character, as `split(separator: "\n")` splits it (a CRLF is one
    /// Character and splits nothing), found in its UTF-8 bytes instead of its grapheme clusters.
    static func lines(of text: String) -> [Substring] {
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var previous: UInt8 = 0
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0A, previous != 0x0D {
                lines.append(Substring(bytes[start..<index]))
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        lines.append(Substring(bytes[start...]))
        return lines
    }
}
