/// The GFM pipe tables among the paragraphs of a parsed document, read from each paragraph's
/// source lines by ``PipeTable``: the one rule for which paragraph is a table, for the page
/// (``HTMLRenderer``) and for the excerpt, which leaves tables out.
struct PipeTableParagraphs {
    /// The Markdown the tree was parsed from.
    let markdown: String
    /// Where each of its lines starts, in bytes, found at the first paragraph that spans two.
    private var lineStarts: [Int]?

    init(markdown: String) {
        self.markdown = markdown
    }

    /// The table `paragraph` is, nil when it is no table. Container prefixes (`> `, a list
    /// item's indentation) are as wide on every line as on the first, and are dropped.
    mutating func table(_ paragraph: MarkdownNode) -> PipeTable? {
        let first = paragraph.startLine, last = paragraph.endLine
        guard first >= 1, last > first else { return nil }
        if lineStarts == nil { lineStarts = Self.lineStarts(of: markdown) }
        guard let lineStarts, last <= lineStarts.count else { return nil }
        let prefix = max(0, paragraph.startColumn - 1)
        return PipeTable(lines: ((first - 1)..<last).map { index in
            Substring(Self.line(index, of: markdown, starts: lineStarts).utf8.dropFirst(prefix))
        })
    }

    /// Where each line of `text` starts, in bytes: `text` split at each `"\n"` Character, as
    /// `split(separator: "\n")` splits it (a CRLF is one Character and splits nothing), found in
    /// its UTF-8 bytes instead of its grapheme clusters.
    static func lineStarts(of text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            var starts = [0]
            LineFeeds.forEach(in: bytes) { starts.append($0 + 1) }
            return starts
        }
    }

    /// Line `index` of `text`, whose lines start at `starts` (``lineStarts(of:)``), without its
    /// line feed.
    static func line(_ index: Int, of text: String, starts: [Int]) -> Substring {
        let bytes = text.utf8
        let end = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count
        return Substring(bytes[bytes.index(bytes.startIndex, offsetBy: starts[index])..<bytes.index(bytes.startIndex, offsetBy: end)])
    }
}
