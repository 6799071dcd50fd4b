import CCmark

/// The CommonMark of a document that holds streamed lists or paragraphs (``StreamedList``,
/// ``StreamedParagraph``), written one top-level block at a time, each block freed once written.
///
/// cmark starts every top-level block after a blank line and keeps nothing from one to the next
/// but a list's tight flag, set before, so the document renders as its blocks rendered alone,
/// trailing newlines trimmed, joined by a blank line, with the `<!-- end list -->` cmark writes
/// between two lists. A streamed list is the items it wrote out followed by the items it still
/// holds, rendered alone as the list's last ones. A block quote holding a streamed list is its
/// blocks written the same way, each line after `> ` (``quoted(_:leading:moving:)``).
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
        append(blocksOf: document, streamed: &streamed, paragraphs: &paragraphs, pipeTables: pipeTables)
        guard !rendering.isEmpty else { return }
        rendering += "\n"
        piped?.append("\n")
        removeTrailingWhitespace()
    }

    /// The blocks of a block quote, before their lines are quoted.
    private init() {}

    /// Writes the blocks of `container`, the document or a block quote.
    private mutating func append(
        blocksOf container: MarkdownNode, streamed: inout [MarkdownNode: StreamedList], paragraphs: inout [MarkdownNode: StreamedParagraph],
        pipeTables: [String: String]
    ) {
        var previousIsList = false
        for block in container.children {
            let isList = block.type == CMARK_NODE_LIST
            if previousIsList && isList { appendBlocks("<!-- end list -->", piped: nil) }
            previousIsList = isList
            if block.type == CMARK_NODE_BLOCK_QUOTE && Self.holdsStreamedList(block, streamed) {
                appendQuote(block, streamed: &streamed, paragraphs: &paragraphs, pipeTables: pipeTables)
                continue
            }
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
    }

    /// Whether `quote` holds a streamed list, directly or in the quotes it holds.
    private static func holdsStreamedList(_ quote: MarkdownNode, _ streamed: [MarkdownNode: StreamedList]) -> Bool {
        quote.children.contains { child in
            streamed[child] != nil || (child.type == CMARK_NODE_BLOCK_QUOTE && holdsStreamedList(child, streamed))
        }
    }

    /// A block quote holding a streamed list: its blocks written as a document's, each line after
    /// `> `. When that list is the only one streamed in it and was written in several groups,
    /// `html` parses the quote a group at a time too.
    private mutating func appendQuote(
        _ quote: MarkdownNode, streamed: inout [MarkdownNode: StreamedList], paragraphs: inout [MarkdownNode: StreamedParagraph],
        pipeTables: [String: String]
    ) {
        let leading = Self.leadingLines(of: quote)
        var inner = BlockByBlockRendering()
        inner.append(blocksOf: quote, streamed: &streamed, paragraphs: &paragraphs, pipeTables: pipeTables)
        let lists = inner.parts.compactMap { part -> (groups: [Range<Int>], depth: Int, standIn: String)? in
            guard case .list(let groups, let depth, let standIn) = part else { return nil }
            return (groups, depth, standIn)
        }
        let cuts = lists.count == 1 ? lists[0].groups.dropFirst().map(\.lowerBound) : []
        let quoted = Self.quoted(inner.rendering, leading: leading, moving: cuts)
        let pipedText = inner.piped.map { Self.quoted($0, leading: leading, moving: []).text }
        guard let list = lists.first, !cuts.isEmpty else {
            appendBlocks(quoted.text, piped: pipedText)
            return
        }
        join(quoted.text, piped: pipedText)
        let end = rendering.utf8.count
        let start = end - quoted.text.utf8.count
        let bounds = [start] + quoted.offsets.map { start + $0 } + [end]
        parts.append(.list(zip(bounds, bounds.dropFirst()).map { $0..<$1 }, depth: list.depth + 1, standIn: "> " + list.standIn))
    }

    /// `text` with `> ` before each of its lines, after `leading`; each of `offsets` (in order,
    /// each at the start of a line) is moved to where its line now starts.
    static func quoted(_ text: String, leading: String, moving offsets: [Int]) -> (text: String, offsets: [Int]) {
        var text = text
        return text.withUTF8 { bytes in
            var output = Array(leading.utf8)
            output.reserveCapacity(leading.utf8.count + bytes.count + bytes.count / 16)
            var moved: [Int] = []
            moved.reserveCapacity(offsets.count)
            var pending = offsets.makeIterator()
            var next = pending.next()
            var atLineStart = true
            for (index, byte) in bytes.enumerated() {
                while let offset = next, offset <= index {
                    moved.append(output.count)
                    next = pending.next()
                }
                if atLineStart { output += [UInt8(ascii: ">"), UInt8(ascii: " ")] }
                output.append(byte)
                atLineStart = byte == UInt8(ascii: "\n")
            }
            if atLineStart { output += [UInt8(ascii: ">"), UInt8(ascii: " ")] }
            while next != nil {
                moved.append(output.count)
                next = pending.next()
            }
            return (String(decoding: output, as: UTF8.self), moved)
        }
    }

    /// The lines cmark writes at the start of `quote` before its first block's: `> ` lines before
    /// a code or HTML block, none before most. Found by rendering a quote that holds a stand-in
    /// of that block alone, and the stand-in alone.
    private static func leadingLines(of quote: MarkdownNode) -> String {
        guard let first = quote.firstChild, let inQuote = standIn(for: first), let alone = standIn(for: first) else { return "" }
        let document = MarkdownDocument()
        let wrapper = MarkdownNode(CMARK_NODE_BLOCK_QUOTE)
        document.root.append(wrapper)
        wrapper.append(inQuote)
        let whole = rendered(document)
        let single = MarkdownDocument()
        single.root.append(alone)
        let lines = quoted(rendered(single), leading: "", moving: []).text
        guard whole.hasSuffix(lines) else { return "" }
        return String(whole.utf8.dropLast(lines.utf8.count)) ?? ""
    }

    /// A small block of the kind of `block`, whose rendering starts as `block`'s does.
    private static func standIn(for block: MarkdownNode) -> MarkdownNode? {
        let node = MarkdownNode(block.type)
        switch block.type {
        case CMARK_NODE_PARAGRAPH:
            node.append(.text("x"))
        case CMARK_NODE_HEADING:
            cmark_node_set_heading_level(node.pointer, cmark_node_get_heading_level(block.pointer))
            node.append(.text("x"))
        case CMARK_NODE_CODE_BLOCK:
            node.fenceInfo = block.fenceInfo
            node.literal = "x\n"
        case CMARK_NODE_HTML_BLOCK:
            node.literal = "x"
        case CMARK_NODE_THEMATIC_BREAK:
            break
        case CMARK_NODE_LIST:
            let type = cmark_node_get_list_type(block.pointer)
            cmark_node_set_list_type(node.pointer, type)
            if type == CMARK_ORDERED_LIST {
                cmark_node_set_list_delim(node.pointer, cmark_node_get_list_delim(block.pointer))
                cmark_node_set_list_start(node.pointer, cmark_node_get_list_start(block.pointer))
            }
            let item = MarkdownNode(CMARK_NODE_ITEM)
            let paragraph = MarkdownNode(CMARK_NODE_PARAGRAPH)
            paragraph.append(.text("x"))
            item.append(paragraph)
            node.append(item)
        case CMARK_NODE_BLOCK_QUOTE:
            if let first = block.firstChild, let inner = standIn(for: first) { node.append(inner) }
        default:
            return nil
        }
        return node
    }

    /// Removes trailing whitespace as ``HTMLConverter`` does from a whole rendering: once, from
    /// the whole text (which lines it keeps depends on the lines before), moving the parts.
    private mutating func removeTrailingWhitespace() {
        let bounds = parts.flatMap { part -> [Int] in
            switch part {
            case .blocks(let range): [range.lowerBound, range.upperBound]
            case .list(let groups, _, _), .paragraph(let groups): groups.flatMap { [$0.lowerBound, $0.upperBound] }
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
            case .list(let groups, let depth, let standIn): .list(groups.map { _ in next() }, depth: depth, standIn: standIn)
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
        let opening = rendering.utf8[rendering.utf8.index(rendering.utf8.startIndex, offsetBy: start)...].prefix { $0 != UInt8(ascii: "\n") }
        let standIn = Self.standInItem(opening: String(decoding: opening, as: UTF8.self))
        parts.append(.list(zip(cuts, cuts.dropFirst() + [end]).map { $0..<$1 }, depth: 0, standIn: standIn))
    }

    /// An item of the list whose first line is `line`, whatever it holds: its marker and `x`.
    private static func standInItem(opening line: String) -> String {
        let line = line.drop { $0 == " " }
        let number = line.prefix { $0.isASCII && $0.isNumber }
        guard !number.isEmpty, let delimiter = line.dropFirst(number.count).first else {
            return String(line.prefix(1)) + " x\n"
        }
        return "1\(delimiter) x\n"
    }
}
