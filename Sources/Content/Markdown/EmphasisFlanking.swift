import CCmark

/// CommonMark opens emphasis only on a left-flanking `*` run and closes it only on a
/// right-flanking one: `x*"y"*` is not emphasis, and cmark would write it all the same, leaving
/// stray asterisks in the text. Emphasis that cannot be written is unwrapped instead: its words
/// stay, its styling goes.
enum EmphasisFlanking {
    static func unwrapUnwritable(in node: MarkdownNode) {
        for child in node.children { unwrapUnwritable(in: child) }
        guard node.type == CMARK_NODE_EMPH || node.type == CMARK_NODE_STRONG, node.firstChild != nil else { return }
        guard let before = before(node), let after = after(node),
              let first = leading(node), let last = trailing(node),
              isLeftFlanking(previous: before, next: first), isRightFlanking(previous: last, next: after)
        else {
            node.unwrap()
            return
        }
    }

    private enum Kind {
        case whitespace, punctuation, other
    }

    private static func kind(_ character: Character?) -> Kind {
        guard let character else { return .whitespace }
        if character.isWhitespace { return .whitespace }
        if character.isASCII {
            return character.isPunctuation || character.isSymbol ? .punctuation : .other
        }
        return character.isPunctuation ? .punctuation : .other
    }

    private static func isLeftFlanking(previous: Kind, next: Kind) -> Bool {
        next != .whitespace && (next != .punctuation || previous != .other)
    }

    private static func isRightFlanking(previous: Kind, next: Kind) -> Bool {
        previous != .whitespace && (previous != .punctuation || next != .other)
    }

    /// What precedes the node's opening delimiter run; nil when an adjacent emphasis would merge
    /// with it into one run.
    private static func before(_ node: MarkdownNode) -> Kind? {
        if let previous = node.previous {
            return isEmphasis(previous) ? nil : trailing(previous)
        }
        guard let parent = node.parent else { return .whitespace }
        if isEmphasis(parent) { return before(parent) }
        return parent.type == CMARK_NODE_LINK ? .punctuation : .whitespace
    }

    private static func after(_ node: MarkdownNode) -> Kind? {
        if let next = node.next {
            return isEmphasis(next) ? nil : leading(next)
        }
        guard let parent = node.parent else { return .whitespace }
        if isEmphasis(parent) { return after(parent) }
        return parent.type == CMARK_NODE_LINK ? .punctuation : .whitespace
    }

    /// The kind of the first character cmark writes for `node` (past nested delimiters, which
    /// join the same run).
    private static func leading(_ node: MarkdownNode) -> Kind? {
        switch node.type {
        case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE: return kind(node.literal.first)
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG: return node.firstChild.flatMap(leading)
        case CMARK_NODE_LINEBREAK, CMARK_NODE_SOFTBREAK: return .whitespace
        default: return .punctuation  // ` [ !
        }
    }

    private static func trailing(_ node: MarkdownNode) -> Kind? {
        switch node.type {
        case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE: return kind(node.literal.last)
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG: return node.lastChild.flatMap(trailing)
        case CMARK_NODE_LINEBREAK, CMARK_NODE_SOFTBREAK: return .whitespace
        default: return .punctuation  // ` )
        }
    }

    private static func isEmphasis(_ node: MarkdownNode) -> Bool {
        node.type == CMARK_NODE_EMPH || node.type == CMARK_NODE_STRONG
    }
}
