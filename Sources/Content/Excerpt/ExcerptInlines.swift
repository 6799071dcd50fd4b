import CCmark
import Foundation

/// Tree surgery on the inline nodes of an excerpt's paragraphs.
enum ExcerptInlines {
    /// Removes the images and raw HTML under `node`, turns hard breaks into soft ones and merges
    /// adjacent text nodes, in one pass over the subtree. Returns the number of nodes read.
    @discardableResult
    static func clean(inside node: OpaquePointer) -> Int {
        var visited = 0
        var run = ExcerptTextRun()
        var child = cmark_node_first_child(node)
        while let current = child {
            child = cmark_node_next(current)
            visited += 1
            switch cmark_node_get_type(current) {
            case CMARK_NODE_IMAGE, CMARK_NODE_HTML_INLINE:
                cmark_node_free(current)
            case CMARK_NODE_TEXT:
                _ = run.add(current)
            case CMARK_NODE_LINEBREAK:
                _ = run.end()
                cmark_node_insert_before(current, cmark_node_new(CMARK_NODE_SOFTBREAK))
                cmark_node_free(current)
            default:
                _ = run.end()
                visited += clean(inside: current)
            }
        }
        _ = run.end()
        return visited
    }

    /// Replaces a link or emphasis by its children, a code span by its text.
    static func unwrap(_ node: OpaquePointer) {
        if cmark_node_get_type(node) == CMARK_NODE_CODE {
            let text = cmark_node_new(CMARK_NODE_TEXT)
            cmark_node_set_literal(text, cmark_node_get_literal(node))
            cmark_node_insert_before(node, text)
        } else {
            while let child = cmark_node_first_child(node) { cmark_node_insert_before(node, child) }
        }
        let parent = cmark_node_parent(node)
        cmark_node_free(node)
        if let parent { clean(inside: parent) }
    }

    /// The text a reader sees in `node`: text and code literals, breaks as spaces.
    static func plainText(_ node: OpaquePointer) -> String {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            return String(cString: cmark_node_get_literal(node))
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            return " "
        default:
            var text = ""
            var child = cmark_node_first_child(node)
            while let current = child {
                text += plainText(current)
                child = cmark_node_next(current)
            }
            return text
        }
    }

    /// The last character of the plain text of `parent`'s children before `end` (of all of them
    /// when `end` is nil), read from the end: only as many nodes as it takes to find one.
    static func lastCharacter(before end: OpaquePointer?, in parent: OpaquePointer) -> Character? {
        var child = if let end { cmark_node_previous(end) } else { cmark_node_last_child(parent) }
        while let current = child {
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let last = ExcerptTextRun.lastCharacter(of: ExcerptTextRun.literalBytes(current)) { return last }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                return " "
            default:
                if let last = lastCharacter(before: nil, in: current) { return last }
            }
            child = cmark_node_previous(current)
        }
        return nil
    }

    /// Drops the whitespace and breaks left at either end of a paragraph once images and HTML are gone.
    static func trimEdges(of paragraph: OpaquePointer) {
        for first in [true, false] {
            while let edge = first ? cmark_node_first_child(paragraph) : cmark_node_last_child(paragraph) {
                let type = cmark_node_get_type(edge)
                if type == CMARK_NODE_SOFTBREAK {
                    cmark_node_free(edge)
                    continue
                }
                guard type == CMARK_NODE_TEXT else { break }
                // Only the edge is walked (the text may be a whole long post), and the literal
                // is set only when something was trimmed.
                let text = String(cString: cmark_node_get_literal(edge))
                let kept = first ? text.firstIndex { !$0.isWhitespace }.map { text[$0...] }
                    : text.lastIndex { !$0.isWhitespace }.map { text[...$0] }
                guard let kept else {
                    cmark_node_free(edge)
                    continue
                }
                if kept.endIndex != text.endIndex || kept.startIndex != text.startIndex {
                    cmark_node_set_literal(edge, String(kept))
                }
                break
            }
        }
    }
}
