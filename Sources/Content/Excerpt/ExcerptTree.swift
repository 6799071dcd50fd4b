import CCmark
import Foundation

/// The opening prose of a post, gathered into a cmark document of its own and cut there after a
/// word budget. The post is parsed, then walked once from its start, and only until the units a
/// cut looks at are all gathered (see ``ExcerptTally``): the work is bounded by the budget, not by
/// the length of the post, beyond the parse. Nodes are moved out of the parsed post, never copied.
final class ExcerptTree {
    private let output: OpaquePointer = cmark_node_new(CMARK_NODE_DOCUMENT)
    private let budget: Int
    private var tally: ExcerptTally
    /// True when the source had content (a code block, a heading...) after its last prose paragraph.
    private var skippedAfterProse = false
    /// The nodes of the parsed post that gathering read: blocks looked at, inline nodes moved,
    /// cleaned or dropped. What it costs to gather an excerpt, beyond the parse.
    private(set) var visitedNodes = 0

    /// Parses `markdown` and gathers the prose an excerpt of about `words` words needs.
    init(markdown: String, words: Int) {
        budget = words
        tally = ExcerptTally(budget: words)
        guard words > 0, let source = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else { return }
        defer { cmark_node_free(source) }
        gatherProse(from: source)
    }

    deinit {
        cmark_node_free(output)
    }

    /// The excerpt rendered by cmark's safe HTML renderer; empty when the post has no prose.
    /// `link` is ``HTMLRenderer/link``: given each link's URL, the URL to write instead.
    func html(link: ((String) -> String?)? = nil) -> String {
        guard cut() else { return "" }
        if let link { Self.resolveLinks(in: MarkdownNode(output), link) }
        guard let rendered = cmark_render_html(output, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered).trimmingTrailingNewlines()
    }

    private static func resolveLinks(in node: MarkdownNode, _ link: (String) -> String?) {
        if node.type == CMARK_NODE_LINK, let url = link(node.url) { node.url = url }
        for child in node.children { resolveLinks(in: child, link) }
    }

    /// Cuts the gathered prose after about `budget` words; false when there is no prose.
    private func cut() -> Bool {
        var units = ExcerptUnits(document: output, budget: budget)
        guard !units.all.isEmpty else { return false }
        var last = units.all.count - 1
        var goesOn = skippedAfterProse
        if let limit = units.cutIndex(budget: budget) {
            last = units.sentenceEnd(before: limit, atLeast: budget * 2 / 3) ?? limit
        }
        if last < units.all.count - 1 { goesOn = true }
        let end = units.all[last]
        dropEverything(after: end)
        if goesOn { appendEllipsis(to: end.paragraph, afterSentence: end.endsSentence) }
        return true
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

    /// Moves the prose of `block`'s children into the output, stopping once the tally is full.
    private func gatherProse(from block: OpaquePointer) {
        var child = cmark_node_first_child(block)
        while let node = child, !tally.isFull {
            child = cmark_node_next(node)
            visitedNodes += 1
            switch cmark_node_get_type(node) {
            case CMARK_NODE_PARAGRAPH where Self.isPipeTable(node):
                skippedAfterProse = true
            case CMARK_NODE_PARAGRAPH:
                var paragraph = ExcerptParagraph(tally: tally)
                visitedNodes += paragraph.appendChildren(of: node)
                keep(&paragraph)
            case CMARK_NODE_BLOCK_QUOTE:
                gatherProse(from: node)
            case CMARK_NODE_LIST:
                var paragraph = ExcerptParagraph(tally: tally)
                flatten(list: node, into: &paragraph)
                keep(&paragraph)
            default:
                skippedAfterProse = true
            }
        }
    }

    /// Moves the inline content of every paragraph of `list` (nested lists included) into
    /// `paragraph`, items separated by "; " unless an item already ends in punctuation.
    private func flatten(list: OpaquePointer, into paragraph: inout ExcerptParagraph) {
        var item = cmark_node_first_child(list)
        while let current = item, !paragraph.isFull {
            item = cmark_node_next(current)
            visitedNodes += 1
            var block = cmark_node_first_child(current)
            while let child = block, !paragraph.isFull {
                block = cmark_node_next(child)
                visitedNodes += 1
                switch cmark_node_get_type(child) {
                case CMARK_NODE_PARAGRAPH:
                    paragraph.appendSeparator()
                    visitedNodes += paragraph.appendChildren(of: child)
                case CMARK_NODE_LIST:
                    flatten(list: child, into: &paragraph)
                default:
                    break
                }
            }
        }
    }

    /// Appends `paragraph` to the output when it has text, and counts its units; frees it otherwise.
    private func keep(_ paragraph: inout ExcerptParagraph) {
        guard paragraph.finish() else {
            cmark_node_free(paragraph.node)
            return
        }
        cmark_node_append_child(output, paragraph.node)
        tally = paragraph.tally
        skippedAfterProse = false
    }

    // MARK: Cutting

    private func dropEverything(after end: ExcerptUnits.Unit) {
        if case let .word(offset) = end.kind {
            let kept = String(decoding: ExcerptTextRun.literalBytes(end.node).prefix(offset), as: UTF8.self)
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

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var result = Substring(self)
        while result.last == "\n" { result = result.dropLast() }
        return String(result)
    }
}
