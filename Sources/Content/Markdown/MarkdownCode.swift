import CCmark

/// The code of a CommonMark document as cmark reads it: every code block's and code span's
/// literal, in document order. A rewrite of a post's Markdown that must not change its code
/// compares these before and after.
public enum MarkdownCode {
    public static func literals(in markdown: String) -> [String] {
        guard let document = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_node_free(document) }
        var literals: [String] = []
        collect(MarkdownNode(document), into: &literals)
        return literals
    }

    private static func collect(_ node: MarkdownNode, into literals: inout [String]) {
        if node.type == CMARK_NODE_CODE_BLOCK || node.type == CMARK_NODE_CODE {
            literals.append(node.literal)
        }
        for child in node.children { collect(child, into: &literals) }
    }
}
