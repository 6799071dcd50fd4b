/// Empties the whitespace-only lines of fenced code blocks that are no deeper than the fence.
///
/// In a fenced block inside a list item, blogkit's Markdown (cmark's) writes an empty code line
/// as the item's indentation alone (`    `). CommonMark reads that as an empty line; kramdown,
/// Jekyll's Markdown reader, keeps the spaces in the code. An empty line means the same to both,
/// so the listing renders byte for byte in Jekyll too. (A whitespace-only line deeper than its
/// fence holds spaces of the code itself and is left as it is.)
enum KramdownBlankLines {
    static func normalize(_ markdown: String) -> String {
        var fence: (marker: Character, length: Int, indent: Int)?
        var lines: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix(while: { $0 == " " }).count
            let rest = line.dropFirst(indent)
            let marker = rest.first
            let run = marker.map { m in rest.prefix(while: { $0 == m }).count } ?? 0
            if let open = fence {
                if marker == open.marker, run >= open.length, rest.dropFirst(run).allSatisfy({ $0 == " " || $0 == "\t" }) {
                    fence = nil
                } else if rest.isEmpty, indent <= open.indent {
                    lines.append("")
                    continue
                }
            } else if let marker, marker == "`" || marker == "~", run >= 3,
                marker == "~" || !rest.dropFirst(run).contains("`")
            {
                fence = (marker, run, indent)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
