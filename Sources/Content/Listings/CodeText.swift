/// Reading code out of highlighter markup, and the one normalization every listing gets.
enum CodeText {
    /// The characters below `node` as a `<pre>` shows them: text verbatim, `<br>` as a newline,
    /// elements matching `skip` (line numbers, toolbars) left out, and a newline after each element
    /// matching `endsLine` or block-level and followed by more (Hexo's `<div class="line">`) that does not already end
    /// with one (one element per line); such an element with no text is an empty line (Hexo's
    /// `<div class="line"></div>`, which its gutter numbers).
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
                let start = text.utf8.count
                append(child, to: &text, wordPressBreaks: wordPressBreaks, skip: skip, endsLine: endsLine)
                let isBlock = child.nextSibling != nil && [.block, .blockWrapper].contains(ElementKind(child.name))
                if (endsLine(child) || isBlock) && (!text.hasSuffix("\n") || (text.utf8.count == start && isLine(child))) {
                    text += "\n"
                }
            }
        }
    }

    /// True when `element`, which showed no text, is an empty line of code rather than a container
    /// of other lines (a table cell around an empty `<div>` of highlightjs-line-numbers): it holds
    /// no block of its own.
    private static func isLine(_ element: DOMNode) -> Bool {
        element.elementChildren.allSatisfy { ![.block, .blockWrapper].contains(ElementKind($0.name)) }
    }

    /// CRLF and CR as LF, the one line break right after the opening tag removed (`<pre>`, as HTML
    /// parsing does and libxml2 does not; `[lang]`, `<![CDATA[`), line breaks at the end removed
    /// (the fence ends the last line), and every no-break space (U+00A0, written `&nbsp;`, `&#160;`
    /// or as the character) a space: editors write it for indentation, and code copied with U+00A0
    /// in it does not compile or run. Everything else is kept as written: trailing spaces and tabs,
    /// lines of whitespace only, leading blank lines.
    /// A run of CRs ended by an LF is one line break: WordPress writes `&#13;` before each line
    /// end, and in a feed with CRLF line ends that makes CR CR LF.
    static func normalized(_ code: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(code.utf8.count)
        var previous: UInt8 = 0
        var carriageReturns = 0
        for byte in code.utf8 {
            defer { previous = byte }
            if byte == UInt8(ascii: "\r") {
                carriageReturns += 1
                continue
            }
            if carriageReturns > 0, byte != UInt8(ascii: "\n") {
                output.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: carriageReturns))
            }
            carriageReturns = 0
            if byte == 0xA0 && previous == 0xC2 {
                output[output.count - 1] = UInt8(ascii: " ")
            } else {
                output.append(byte)
            }
        }
        while output.last == UInt8(ascii: "\n") { output.removeLast() }
        if output.first == UInt8(ascii: "\n") { output.removeFirst() }
        return String(decoding: output, as: UTF8.self)
    }
}
