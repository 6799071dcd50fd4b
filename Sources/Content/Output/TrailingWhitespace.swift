/// cmark pads some lines it writes with spaces: blank lines inside list items keep the item's
/// indentation, and an item whose first block is not a paragraph keeps its marker's padding.
/// Whitespace at the end of a line means nothing in CommonMark once hard breaks are written
/// with a backslash (``RenderingShape``), so it is removed, except inside fenced code blocks,
/// where it is code.
enum TrailingWhitespace {
    static func removed(_ markdown: String) -> String {
        var output: [Substring] = []
        var openFence: Substring?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let fence = Self.fence(line)
            if let open = openFence {
                output.append(line)
                if let fence, fence.first == open.first, fence.count >= open.count,
                   line.drop(while: { $0 != fence.first }).dropFirst(fence.count).allSatisfy({ $0 == " " || $0 == "\t" }) {
                    openFence = nil
                }
                continue
            }
            openFence = fence
            output.append(line.trimmingSuffix())
        }
        return output.joined(separator: "\n")
    }

    /// The run of backticks or tildes (three or more) opening `line` after its container
    /// prefix (indentation, `>` of block quotes, list markers), nil when it does not open a fence.
    private static func fence(_ line: Substring) -> Substring? {
        let rest = line.drop { $0 == " " || $0 == ">" || $0 == "-" || $0 == "*" || $0 == "+" || $0.isNumber || $0 == "." || $0 == ")" }
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let run = rest.prefix { $0 == mark }
        return run.count >= 3 ? run : nil
    }
}

private extension Substring {
    func trimmingSuffix() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }
}
