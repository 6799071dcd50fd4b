import CCmark

/// The CommonMark of a document that holds streamed lists or paragraphs (``StreamedList``,
/// ``StreamedParagraph``), written one top-level block at a time, each block freed once written.
///
/// cmark starts every top-level block after a blank line and keeps nothing from one to the next
/// but a list's tight flag, set before, so the document renders as its blocks rendered alone,
/// trailing newlines trimmed, joined by a blank line, with the `<!-- end list -->` cmark writes
/// between two lists. A streamed list is the items it wrote out followed by the items it still
/// holds, rendered alone as the list's last ones.
struct BlockByBlockRendering {
    /// CommonMark with tables as HTML (what `html` is rendered from).
    private(set) var rendering = ""
    /// CommonMark with simple tables as pipe tables; nil while the same as `rendering`.
    private(set) var piped: String?
    /// Where `rendering` may be parsed apart.
    private(set) var parts: [RenderingPart] = []

    /// Writes the blocks of `document`, which are freed; `streamed` and `paragraphs` are emptied
    /// as their blocks are written. `pipeTables` are the pipe tables of simple tables, by their HTML.
    init(
        document: MarkdownNode, streamed: inout [MarkdownNode: StreamedList], paragraphs: inout [MarkdownNode: StreamedParagraph],
        pipeTables: [String: String]
    ) {
        var previousIsList = false
        for block in document.children {
            let isList = block.type == CMARK_NODE_LIST
            if previousIsList && isList { appendBlocks("<!-- end list -->", piped: nil) }
            previousIsList = isList
            let alone = MarkdownDocument()
            alone.root.append(block)
            if let list = streamed.removeValue(forKey: block) {
                appendList(block, of: alone, wroteOut: list, pipeTables: pipeTables)
            } else if let start = paragraphs.removeValue(forKey: block) {
                appendParagraph(of: alone, wroteOut: start)
            } else {
                let text = Self.rendered(alone)
                appendBlocks(text, piped: PipeTableBlocks.swap(in: alone.root, pipeTables) ? Self.rendered(alone) : nil)
            }
        }
        guard !rendering.isEmpty else { return }
        rendering += "\n"
        piped?.append("\n")
        removeTrailingWhitespace()
    }

    /// Removes trailing whitespace as ``HTMLConverter`` does from a whole rendering: once, from
    /// the whole text (which lines it keeps depends on the lines before), moving the parts.
    private mutating func removeTrailingWhitespace() {
        let bounds = parts.flatMap { part -> [Int] in
            switch part {
            case .blocks(let range): [range.lowerBound, range.upperBound]
            case .list(let groups), .paragraph(let groups): groups.flatMap { [$0.lowerBound, $0.upperBound] }
            }
        }
        let removed = TrailingWhitespace.removed(rendering, moving: bounds)
        rendering = removed.text
        piped = piped.map(TrailingWhitespace.removed)
        var moved = removed.offsets.makeIterator()
        let next = { () -> Range<Int> in
            let lower = moved.next() ?? 0
            return lower..<max(lower, moved.next() ?? lower)
        }
        parts = parts.map { part in
            switch part {
            case .blocks: .blocks(next())
            case .list(let groups): .list(groups.map { _ in next() })
            case .paragraph(let groups): .paragraph(groups.map { _ in next() })
            }
        }
    }

    /// `document` rendered alone, without the newlines that end it.
    static func rendered(_ document: MarkdownDocument) -> String {
        withoutEndingNewlines(document.commonMark())
    }

    /// `text` without the newline bytes that end it (not a `\r` before them).
    private static func withoutEndingNewlines(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.last == UInt8(ascii: "\n") else { return text }
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "\n") { end = bytes.index(before: end) }
        return String(bytes[..<end]) ?? text
    }

    private mutating func appendBlocks(_ text: String, piped pipedText: String?) {
        guard !text.isEmpty else { return }
        let start = rendering.utf8.count
        join(text, piped: pipedText)
        if case .blocks(let range)? = parts.last, range.count < StreamedList.groupSize {
            parts[parts.count - 1] = .blocks(range.lowerBound..<rendering.utf8.count)
        } else {
            parts.append(.blocks(start..<rendering.utf8.count))
        }
    }

    /// Appends `text` after a blank line, and `pipedText` (else `text`) to `piped`.
    private mutating func join(_ text: String, piped pipedText: String?) {
        if pipedText != nil && piped == nil { piped = rendering }
        if !rendering.isEmpty {
            rendering += "\n\n"
            piped?.append("\n\n")
        }
        rendering += text
        piped?.append(pipedText ?? text)
    }

    /// A streamed paragraph: the start it wrote out, then the rest, alone in `document`, cut
    /// where the start ends (between two letters).
    private mutating func appendParagraph(of document: MarkdownDocument, wroteOut start: StreamedParagraph) {
        let rest = Self.rendered(document)
        join(start.rendering.text, piped: nil)
        let offset = rendering.utf8.count - start.rendering.text.utf8.count
        rendering += rest
        piped?.append(rest)
        let cuts = [offset] + (start.rendering.cuts + [start.rendering.text.utf8.count]).map { offset + $0 }.filter { $0 > offset }
        parts.append(.paragraph(zip(cuts, cuts.dropFirst() + [rendering.utf8.count]).map { $0..<$1 }))
    }

    /// A streamed list: the items it wrote out, then `list`, alone in `document` with the items
    /// it still holds (maybe none), numbered from where the written ones end.
    private mutating func appendList(_ list: MarkdownNode, of document: MarkdownDocument, wroteOut: StreamedList, pipeTables: [String: String]) {
        let tight = cmark_node_get_list_tight(list.pointer) != 0 && wroteOut.allowsTight
        cmark_node_set_list_tight(list.pointer, tight ? 1 : 0)
        let head = wroteOut.rendering(tight: tight)
        let tail = document.commonMark()
        let pipedTail = PipeTableBlocks.swap(in: document.root, pipeTables) ? document.commonMark() : nil
        if (wroteOut.isPiped || pipedTail != nil) && piped == nil { piped = rendering }
        if !rendering.isEmpty {
            rendering += "\n\n"
            piped?.append("\n\n")
        }
        let start = rendering.utf8.count
        let tailText = Self.withoutEndingNewlines(tail)
        rendering += tailText.isEmpty ? Self.withoutEndingNewlines(head.text) : head.text
        rendering += tailText
        if piped != nil {
            let pipedTailText = pipedTail.map(Self.withoutEndingNewlines) ?? tailText
            let pipedHead = wroteOut.piped(tight: tight)
            piped?.append(pipedTailText.isEmpty ? Self.withoutEndingNewlines(pipedHead) : pipedHead)
            piped?.append(pipedTailText)
        }
        let end = rendering.utf8.count
        let cuts = [start] + (head.cuts + [head.text.utf8.count]).map { start + $0 }.filter { $0 > start && $0 < end }
        parts.append(.list(zip(cuts, cuts.dropFirst() + [end]).map { $0..<$1 }))
    }
}
