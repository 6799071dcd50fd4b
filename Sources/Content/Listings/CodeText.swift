/// Reading code out of highlighter markup, and the one normalization every listing gets.
enum CodeText {
    /// The characters below `node` as a `<pre>` shows them: text verbatim, `<br>` as a newline,
    /// elements matching `skip` (line numbers, toolbars) left out, and a newline after each element
    /// matching `endsLine` that does not already end with one (one element per line).
    /// With `wordPressBreaks`, a `<br>` followed by a newline counts once: outside `<pre>`,
    /// WordPress's wpautop adds `<br />` in front of every newline typed.
    static func extract(
        _ node: DOMNode,
        wordPressBreaks: Bool = false,
        skip: (DOMNode) -> Bool = { _ in false },
        endsLine: (DOMNode) -> Bool = { _ in false }
    ) -> String {
        if node.isText { return node.characters }
        var text = ""
        append(node, to: &text, wordPressBreaks: wordPressBreaks, skip: skip, endsLine: endsLine)
        return text
    }

    private static func append(
        _ node: DOMNode, to text: inout String, wordPressBreaks: Bool,
        skip: (DOMNode) -> Bool, endsLine: (DOMNode) -> Bool
    ) {
        for child in node.children {
            if child.isText {
                text += child.characters
            } else if child.isElement && !skip(child) {
                if child.name == "br" {
                    let newlineFollows = child.nextSibling.map { $0.isText && $0.characters.first?.isNewline == true } ?? false
                    if !(wordPressBreaks && newlineFollows) { text += "\n" }
                    continue
                }
                append(child, to: &text, wordPressBreaks: wordPressBreaks, skip: skip, endsLine: endsLine)
                if endsLine(child) && !text.hasSuffix("\n") { text += "\n" }
            }
        }
    }

    /// No-break spaces as spaces, CRLF as LF, trailing whitespace of every line removed, blank lines
    /// at the start and end removed (the first line keeps its indentation), tabs kept.
    static func normalized(_ code: String) -> String {
        var lines: [Substring] = []
        for line in code.replacingNoBreakSpaces().split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var end = line.endIndex
            while end > line.startIndex, let previous = line.index(end, offsetBy: -1, limitedBy: line.startIndex),
                  line[previous].isWhitespace {
                end = previous
            }
            lines.append(line[..<end])
        }
        let first = lines.firstIndex { !$0.isEmpty } ?? lines.endIndex
        let last = lines.lastIndex { !$0.isEmpty } ?? first
        guard first < lines.endIndex else { return "" }
        return lines[first...last].joined(separator: "\n")
    }
}

private extension String {
    func replacingNoBreakSpaces() -> String {
        guard unicodeScalars.contains("\u{A0}") else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{A0}" ? " " : $0 }))
    }
}
