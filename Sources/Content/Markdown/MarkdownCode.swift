import CCmark

/// The code of a CommonMark document as cmark reads it: every code block's and code span's
/// literal, in document order. A rewrite of a post's Markdown that must not change its code
/// compares these before and after.
public enum MarkdownCode {
    public static func literals(in markdown: String) -> [String] {
        var walker = Literals()
        MarkdownDocument(markdown: markdown).walk(&walker)
        return walker.literals
    }

    /// Collects the literal of every code block and code span.
    private struct Literals: MarkdownWalker {
        var literals: [String] = []

        mutating func visit(_ node: MarkdownNode) -> Bool {
            if node.type == CMARK_NODE_CODE_BLOCK || node.type == CMARK_NODE_CODE {
                literals.append(node.literal)
            }
            return true
        }
    }
}
