import CCmark

/// The opening prose of a parsed cmark document, gathered into a document of its own and cut
/// there after a word budget. Nodes are moved out of the source document, never copied, so the
/// source must outlive nothing but this value; `cut(words:)` hands back a tree the caller frees.
struct ExcerptTree {
    private let output: OpaquePointer
    /// True when the source had content (a code block, a heading...) after its last prose paragraph.
    private var skippedAfterProse = false

    init(source: OpaquePointer) {
        output = cmark_node_new(CMARK_NODE_DOCUMENT)
        gatherProse(from: source)
    }

    /// The excerpt document (caller frees it), or nil when the post has no prose.
    func cut(words budget: Int) -> OpaquePointer? {
        var units = ExcerptUnits(document: output, budget: budget)
        guard !units.all.isEmpty else {
            cmark_node_free(output)
            return nil
        }
        var last = units.all.count - 1
        var goesOn = skippedAfterProse
        if let limit = units.cutIndex(budget: budget) {
            last = units.sentenceEnd(before: limit, atLeast: budget * 2 / 3) ?? limit
        }
        if last < units.all.count - 1 { goesOn = true }
        let end = units.all[last]
        dropEverything(after: end)
        if goesOn { appendEllipsis(to: end.paragraph, afterSentence: end.endsSentence) }
        return output
    }

    // MARK: Gathering

    /// True for a paragraph that a GFM renderer reads as a table (cmark has none): a first line
    /// opening with `|`, then a delimiter row such as `| --- | :---: |`. Tables are no prose.
    private static func isPipeTable(_ paragraph: OpaquePointer) -> Bool {
        guard let first = cmark_node_first_child(paragraph), cmark_node_get_type(first) == CMARK_NODE_TEXT,
              cmark_node_get_literal(first).map({ $0.pointee == UInt8(ascii: "|") }) == true else { return false }
        var node: OpaquePointer? = first
        while let current = node, cmark_node_get_type(current) != CMARK_NODE_SOFTBREAK { node = cmark_node_next(current) }
        var delimiterRow = ""
        node = node.flatMap(cmark_node_next)
        while let current = node, cmark_node_get_type(current) == CMARK_NODE_TEXT {
            delimiterRow += cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
            node = cmark_node_next(current)
        }
        let cells = delimiterRow.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        return delimiterRow.hasPrefix("|") && delimiterRow.hasSuffix("|") && !cells.isEmpty
            && cells.allSatisfy { $0.trimmingCharacters(in: .whitespaces).wholeMatch(of: /:?-+:?/) != nil }
            && node.map({ cmark_node_get_type($0) == CMARK_NODE_SOFTBREAK }) ?? true
    }

    private mutating func gatherProse(from block: OpaquePointer) {
        var child = cmark_node_first_child(block)
        while let node = child {
            child = cmark_node_next(node)
            switch cmark_node_get_type(node) {
            case CMARK_NODE_PARAGRAPH where Self.isPipeTable(node):
                skippedAfterProse = true
            case CMARK_NODE_PARAGRAPH:
                if ExcerptInlines.clean(paragraph: node) {
                    cmark_node_append_child(output, node)
                    skippedAfterProse = false
                }
            case CMARK_NODE_BLOCK_QUOTE:
                gatherProse(from: node)
            case CMARK_NODE_LIST:
                guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return }
                ExcerptInlines.flatten(list: node, into: paragraph)
                if ExcerptInlines.clean(paragraph: paragraph) {
                    cmark_node_append_child(output, paragraph)
                    skippedAfterProse = false
                } else {
                    cmark_node_free(paragraph)
                }
            default:
                skippedAfterProse = true
            }
        }
    }

    // MARK: Cutting

    private func dropEverything(after end: ExcerptUnits.Unit) {
        if case let .word(offset) = end.kind {
            let text = String(cString: cmark_node_get_literal(end.node))
            let kept = String(decoding: text.utf8.prefix(offset), as: UTF8.self)
            cmark_node_set_literal(end.node, kept)
        }
        freeSiblings(after: end.node)
        freeSiblings(after: end.paragraph)
    }

    private func freeSiblings(after node: OpaquePointer) {
        while let next = cmark_node_next(node) { cmark_node_free(next) }
    }

    /// Ends the paragraph with "…": right after the last word, or after a space when the excerpt
    /// ends on a full sentence. Trailing commas, colons and dashes go first.
    private func appendEllipsis(to paragraph: OpaquePointer, afterSentence: Bool) {
        let last = cmark_node_last_child(paragraph)
        if let last, cmark_node_get_type(last) == CMARK_NODE_TEXT {
            let text = String(cString: cmark_node_get_literal(last))
            let trimmed = afterSentence ? text : String(text.reversed().drop { ",;:-–— \t".contains($0) }.reversed())
            cmark_node_set_literal(last, trimmed + (afterSentence ? " …" : "…"))
        } else {
            let ellipsis = cmark_node_new(CMARK_NODE_TEXT)
            cmark_node_set_literal(ellipsis, afterSentence ? " …" : "…")
            cmark_node_append_child(paragraph, ellipsis)
        }
    }
}
