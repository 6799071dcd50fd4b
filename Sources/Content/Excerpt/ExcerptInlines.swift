import CCmark

/// Tree surgery on the inline nodes of an excerpt's paragraphs.
enum ExcerptInlines {
    /// Removes the images and raw HTML under `node`, turns hard breaks into soft ones and merges
    /// adjacent text nodes, in one pass over the subtree. Returns the number of nodes read.
    @discardableResult
    static func clean(inside node: MarkdownNode) -> Int {
        var visited = 0
        var run = ExcerptTextRun()
        var child = node.firstChild
        while let current = child {
            child = current.next
            visited += 1
            switch current.type {
            case CMARK_NODE_IMAGE, CMARK_NODE_HTML_INLINE:
                current.remove()
            case CMARK_NODE_TEXT:
                _ = run.add(current)
            case CMARK_NODE_LINEBREAK:
                _ = run.end()
                current.insertSiblingBefore(MarkdownNode(CMARK_NODE_SOFTBREAK))
                current.remove()
            default:
                _ = run.end()
                visited += clean(inside: current)
            }
        }
        _ = run.end()
        return visited
    }

    /// Replaces a link or emphasis by its children, a code span by its text.
    static func unwrap(_ node: MarkdownNode) {
        if node.type == CMARK_NODE_CODE {
            node.insertSiblingBefore(MarkdownNode.text(node.literal))
        } else {
            while let child = node.firstChild { node.insertSiblingBefore(child) }
        }
        let parent = node.parent
        node.remove()
        if let parent { clean(inside: parent) }
    }

    /// The text a reader sees in `node`: text and code literals, breaks as spaces.
    static func plainText(_ node: MarkdownNode) -> String {
        node.visibleText(lineBreak: " ")
    }

    /// The last character of the plain text of `parent`'s children before `end` (of all of them
    /// when `end` is nil), read from the end: only as many nodes as it takes to find one.
    static func lastCharacter(before end: MarkdownNode?, in parent: MarkdownNode) -> Character? {
        var child = if let end { end.previous } else { parent.lastChild }
        while let current = child {
            switch current.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let last = ExcerptTextRun.lastCharacter(of: current.literalBytes) { return last }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                return " "
            default:
                if let last = lastCharacter(before: nil, in: current) { return last }
            }
            child = current.previous
        }
        return nil
    }

    /// Drops the whitespace and breaks left at either end of a paragraph once images and HTML are gone.
    static func trimEdges(of paragraph: MarkdownNode) {
        for first in [true, false] {
            while let edge = first ? paragraph.firstChild : paragraph.lastChild {
                let type = edge.type
                if type == CMARK_NODE_SOFTBREAK {
                    edge.remove()
                    continue
                }
                guard type == CMARK_NODE_TEXT else { break }
                // Only the edge is walked (the text may be a whole long post), and the literal
                // is set only when something was trimmed.
                let text = edge.literal
                let kept = first ? text.firstIndex { !$0.isWhitespace }.map { text[$0...] }
                    : text.lastIndex { !$0.isWhitespace }.map { text[...$0] }
                guard let kept else {
                    edge.remove()
                    continue
                }
                if kept.endIndex != text.endIndex || kept.startIndex != text.startIndex {
                    edge.literal = String(kept)
                }
                break
            }
        }
    }
}
