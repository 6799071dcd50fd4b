import CCmark

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

    private static func mergeText(in node: OpaquePointer) {
        var child = cmark_node_first_child(node)
        while let current = child {
            if cmark_node_get_type(current) == CMARK_NODE_TEXT {
                while let next = cmark_node_next(current), cmark_node_get_type(next) == CMARK_NODE_TEXT {
                    let merged = String(cString: cmark_node_get_literal(current))
                        + String(cString: cmark_node_get_literal(next))
                    cmark_node_set_literal(current, merged)
                    cmark_node_free(next)
                }
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
                let text = String(cString: cmark_node_get_literal(edge))
                let trimmed = first
                    ? String(text.drop(while: \.isWhitespace))
                    : String(text.reversed().drop(while: \.isWhitespace).reversed())
                if !trimmed.isEmpty {
                    cmark_node_set_literal(edge, trimmed)
                    break
                }
                cmark_node_free(edge)
            }
        }
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
