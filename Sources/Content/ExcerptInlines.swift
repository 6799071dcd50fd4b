import CCmark
import Foundation

/// Tree surgery on the inline nodes of an excerpt's paragraphs.
enum ExcerptInlines {
    /// Removes images and raw HTML, turns hard breaks into soft ones and merges adjacent text nodes.
    /// Returns whether the paragraph has any text left.
    static func clean(paragraph: OpaquePointer) -> Bool {
        strip(paragraph)
        mergeText(in: paragraph)
        trimEdges(of: paragraph)
        return !plainText(paragraph).allSatisfy(\.isWhitespace)
    }

    /// Moves the inline content of every paragraph of `list` (nested lists included) into
    /// `paragraph`, items separated by "; " unless an item already ends in punctuation.
    static func flatten(list: OpaquePointer, into paragraph: OpaquePointer) {
        var item = cmark_node_first_child(list)
        while let current = item {
            item = cmark_node_next(current)
            var block = cmark_node_first_child(current)
            while let child = block {
                block = cmark_node_next(child)
                switch cmark_node_get_type(child) {
                case CMARK_NODE_PARAGRAPH:
                    appendSeparator(to: paragraph)
                    moveChildren(of: child, into: paragraph)
                case CMARK_NODE_LIST:
                    flatten(list: child, into: paragraph)
                default:
                    break
                }
            }
        }
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
        if let parent { mergeText(in: parent) }
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

    // MARK: Helpers

    private static func strip(_ node: OpaquePointer) {
        var child = cmark_node_first_child(node)
        while let current = child {
            child = cmark_node_next(current)
            switch cmark_node_get_type(current) {
            case CMARK_NODE_IMAGE, CMARK_NODE_HTML_INLINE:
                cmark_node_free(current)
            case CMARK_NODE_LINEBREAK:
                cmark_node_insert_before(current, cmark_node_new(CMARK_NODE_SOFTBREAK))
                cmark_node_free(current)
            default:
                strip(current)
            }
        }
    }

    /// Each run of adjacent text nodes becomes one, its literal built once (merging pairwise would
    /// copy the growing text again for every node: quadratic in a long paragraph).
    private static func mergeText(in node: OpaquePointer) {
        var child = cmark_node_first_child(node)
        while let current = child {
            if cmark_node_get_type(current) == CMARK_NODE_TEXT {
                var merged: [UInt8]?
                while let next = cmark_node_next(current), cmark_node_get_type(next) == CMARK_NODE_TEXT {
                    if merged == nil { merged = Array(literalBytes(current)) }
                    merged?.append(contentsOf: literalBytes(next))
                    cmark_node_free(next)
                }
                if let merged { cmark_node_set_literal(current, String(decoding: merged, as: UTF8.self)) }
            } else {
                mergeText(in: current)
            }
            child = cmark_node_next(current)
        }
    }

    /// Drops the whitespace and breaks left at either end once images and HTML are gone.
    private static func trimEdges(of paragraph: OpaquePointer) {
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

    /// The node's literal as bytes, without copying it.
    private static func literalBytes(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        guard let literal = cmark_node_get_literal(node) else { return UnsafeBufferPointer(start: nil, count: 0) }
        let count = strlen(literal)
        return literal.withMemoryRebound(to: UInt8.self, capacity: count) { UnsafeBufferPointer(start: $0, count: count) }
    }

    private static func moveChildren(of source: OpaquePointer, into target: OpaquePointer) {
        while let child = cmark_node_first_child(source) { cmark_node_append_child(target, child) }
    }

    private static func appendSeparator(to paragraph: OpaquePointer) {
        guard cmark_node_first_child(paragraph) != nil else { return }
        let before = plainText(paragraph)
        let separator = cmark_node_new(CMARK_NODE_TEXT)
        let punctuated = before.last.map { ".!?;:,".contains($0) } ?? true
        cmark_node_set_literal(separator, punctuated ? " " : "; ")
        cmark_node_append_child(paragraph, separator)
    }
}
