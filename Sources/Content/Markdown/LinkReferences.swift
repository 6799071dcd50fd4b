import CCmark

/// The links of a post's CommonMark: the destination of each link node (never found by
/// scanning HTML), in document order, each once. Autolinks (`<https://…>`) are among them.
public enum LinkReferences {
    public static func destinations(in markdown: String) -> [String] {
        var walker = Links()
        MarkdownDocument(markdown: markdown).walk(&walker)
        return walker.found
    }

    private struct Links: MarkdownWalker {
        var found: [String] = []
        var seen: Set<String> = []

        mutating func visit(_ node: MarkdownNode) -> Bool {
            if node.type == CMARK_NODE_LINK, seen.insert(node.url).inserted { found.append(node.url) }
            return true
        }
    }
}
