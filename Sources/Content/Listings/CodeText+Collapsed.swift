extension CodeText {
    /// The characters below `node` as a browser lays them out outside `<pre>` (CSS `white-space`
    /// `normal` or `nowrap`, as GeSHi's `<div>` output and CodeColorer use): each run of spaces,
    /// tabs and line breaks in the source shows as one space, none at the start or end of a line;
    /// `<br>` and block elements end lines, and a paragraph is set off by an empty line (as
    /// `innerText` has it: WordPress's wpautop cuts code at its blank lines into `<p>`s). No-break
    /// spaces do not collapse (``CodeText/normalized(_:)`` makes them spaces). Elements matching `skip`
    /// (line numbers) are left out.
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
    /// Line breaks a block boundary needs (1, or 2 around a paragraph), written only if more
    /// follows and only as many as the text does not end with already: a block ends a line, it
    /// does not add one.
    private var pendingLineBreaks = 0

    private var atLineStart: Bool { text.isEmpty || text.hasSuffix("\n") || pendingLineBreaks > 0 }

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
                let lineBreaks = child.name == "p" ? 2 : 1
                if isBlock { endLine(lineBreaks) }
                append(child, skip: skip)
                if isBlock { endLine(lineBreaks) }
            }
        }
    }

    /// Scalars, not Characters: CRLF is one Character, and only ASCII whitespace collapses.
    private mutating func append(_ characters: String) {
        for scalar in characters.unicodeScalars {
            if Self.collapsible.contains(scalar) {
                pendingSpace = !atLineStart
                continue
            }
            writePendingLineBreak()
            if pendingSpace { text += " " }
            pendingSpace = false
            text.unicodeScalars.append(scalar)
        }
    }

    private static let collapsible: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0C}"]

    private mutating func endLine(_ lineBreaks: Int) {
        pendingSpace = false
        if !text.isEmpty { pendingLineBreaks = max(pendingLineBreaks, lineBreaks) }
    }

    private mutating func writePendingLineBreak() {
        guard pendingLineBreaks > 0 else { return }
        let written = text.reversed().prefix { $0 == "\n" }.count
        if pendingLineBreaks > written { text += String(repeating: "\n", count: pendingLineBreaks - written) }
        pendingLineBreaks = 0
    }
}
