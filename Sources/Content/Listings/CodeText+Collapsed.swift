extension CodeText {
    /// The characters below `node` as a browser lays them out outside `<pre>` (CSS `white-space`
    /// `normal` or `nowrap`, as GeSHi's `<div>` output and CodeColorer use): each run of spaces,
    /// tabs and line breaks in the source shows as one space, none at the start or end of a line;
    /// `<br>` and block elements end lines. No-break spaces do not collapse and are kept here (see
    /// ``NoBreakSpaces``). Elements matching `skip` (line numbers) are left out.
    static func collapsed(_ node: DOMNode, skip: (DOMNode) -> Bool = { _ in false }) -> String {
        var layout = CollapsedLayout()
        layout.append(node, skip: skip)
        return layout.text
    }
}

/// Lays text out the way CSS whitespace collapsing does, one node at a time.
private struct CollapsedLayout {
    private(set) var text = ""
    /// A collapsible space seen since the last visible character, written only if more follows on the line.
    private var pendingSpace = false
    /// The end of a block, written only if more follows: a block ends a line, it does not add one.
    private var pendingLineBreak = false

    private var atLineStart: Bool { text.isEmpty || text.hasSuffix("\n") || pendingLineBreak }

    mutating func append(_ node: DOMNode, skip: (DOMNode) -> Bool) {
        for child in node.children {
            if child.isText {
                append(child.characters)
            } else if child.isElement && !skip(child) {
                if child.name == "br" {
                    writePendingLineBreak()
                    pendingSpace = false
                    text += "\n"
                    continue
                }
                let isBlock = [.block, .blockWrapper].contains(ElementKind(child.name))
                if isBlock { endLine() }
                append(child, skip: skip)
                if isBlock { endLine() }
            }
        }
    }

    private mutating func append(_ characters: String) {
        for character in characters {
            if character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\u{0C}" {
                pendingSpace = !atLineStart
                continue
            }
            writePendingLineBreak()
            if pendingSpace { text += " " }
            pendingSpace = false
            text.append(character)
        }
    }

    private mutating func endLine() {
        pendingSpace = false
        if !atLineStart { pendingLineBreak = true }
    }

    private mutating func writePendingLineBreak() {
        if pendingLineBreak { text += "\n" }
        pendingLineBreak = false
    }
}
