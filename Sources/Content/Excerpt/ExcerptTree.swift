import CCmark

/// The opening prose of a post, gathered into a cmark document of its own and cut there after a
/// word budget. The post is parsed, then walked once from its start, and only until the units a
/// cut looks at are all gathered (see ``ExcerptTally``): the work is bounded by the budget, not by
/// the length of the post, beyond the parse. Nodes are moved out of the parsed post, never copied.
final class ExcerptTree {
    private let output = MarkdownDocument()
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
        guard words > 0 else { return }
        var tables = PipeTableParagraphs(markdown: markdown)
        let source = MarkdownDocument(markdown: markdown)
        // The parsed post lives (and its nodes with it) until everything is gathered from it.
        withExtendedLifetime(source) { gatherProse(from: source.root, tables: &tables) }
    }

    /// The excerpt rendered by cmark's safe HTML renderer; empty when the post has no prose.
    /// `link` is ``HTMLRenderer/link``: given each link's URL, the URL to write instead.
    func html(link: ((String) -> String?)? = nil) -> String {
        guard cut() else { return "" }
        if let link {
            var links = LinkResolver(link: link)
            output.walk(&links)
        }
        return output.html().trimmingTrailingNewlines()
    }

    /// Sets the URL the site's link hook gives on every link.
    private struct LinkResolver: MarkdownWalker {
        let link: (String) -> String?

        func visit(_ node: MarkdownNode) -> Bool {
            if node.type == CMARK_NODE_LINK, let url = link(node.url) { node.url = url }
            return true
        }
    }

    /// Cuts the gathered prose after about `budget` words; false when there is no prose.
    private func cut() -> Bool {
        var units = ExcerptUnits(document: output.root, budget: budget)
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

    /// Moves the prose of `block`'s children into the output, stopping once the tally is full.
    /// A paragraph that is a GFM pipe table (``PipeTableParagraphs``, as the page reads it) is
    /// no prose.
    private func gatherProse(from block: MarkdownNode, tables: inout PipeTableParagraphs) {
        var child = block.firstChild
        while let node = child, !tally.isFull {
            child = node.next
            visitedNodes += 1
            switch node.type {
            case CMARK_NODE_PARAGRAPH where tables.table(node) != nil:
                skippedAfterProse = true
            case CMARK_NODE_PARAGRAPH:
                var paragraph = ExcerptParagraph(tally: tally)
                visitedNodes += paragraph.appendChildren(of: node)
                keep(&paragraph)
            case CMARK_NODE_BLOCK_QUOTE:
                gatherProse(from: node, tables: &tables)
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
    private func flatten(list: MarkdownNode, into paragraph: inout ExcerptParagraph) {
        var item = list.firstChild
        while let current = item, !paragraph.isFull {
            item = current.next
            visitedNodes += 1
            var block = current.firstChild
            while let child = block, !paragraph.isFull {
                block = child.next
                visitedNodes += 1
                switch child.type {
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
            paragraph.node.remove()
            return
        }
        output.root.append(paragraph.node)
        tally = paragraph.tally
        skippedAfterProse = false
    }

    // MARK: Cutting

    private func dropEverything(after end: ExcerptUnits.Unit) {
        if case let .word(offset) = end.kind {
            end.node.literal = String(decoding: end.node.literalBytes.prefix(offset), as: UTF8.self)
        }
        removeSiblings(after: end.node)
        removeSiblings(after: end.paragraph)
    }

    private func removeSiblings(after node: MarkdownNode) {
        while let next = node.next { next.remove() }
    }

    /// Ends the paragraph with "…": right after the last word, or after a space when the excerpt
    /// ends on a full sentence. Trailing commas, colons and dashes go first.
    private func appendEllipsis(to paragraph: MarkdownNode, afterSentence: Bool) {
        if let last = paragraph.lastChild, last.type == CMARK_NODE_TEXT {
            let text = last.literal
            // The text's end, before the punctuation and spaces it ends with, found from the end:
            // a paragraph's last text may be long.
            var end = text.endIndex
            while !afterSentence, end > text.startIndex, ",;:-–— \t".contains(text[text.index(before: end)]) {
                end = text.index(before: end)
            }
            last.literal = String(text[..<end]) + (afterSentence ? " …" : "…")
        } else {
            paragraph.append(MarkdownNode.text(afterSentence ? " …" : "…"))
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
