import CCmark

/// The images a post shows: the URLs of the image nodes of its CommonMark, found on the cmark
/// tree (never by scanning HTML), in document order, each once.
public enum ImageReferences {
    /// The absolute http(s) image URLs in `markdown` that the rendered HTML keeps (``URLPolicy``),
    /// with every byte a URI cannot hold percent-encoded (`logo é.png` as `logo%20%C3%A9.png`):
    /// ready for a download. Foundation's `URL(string:)` would encode the `%` of an existing
    /// `%20` again when something else in the string needs encoding.
    public static func urls(in markdown: String) -> [String] {
        guard let document = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_node_free(document) }
        var urls: [String] = []
        var seen = Set<String>()
        collect(MarkdownNode(document), into: &urls, seen: &seen)
        return urls
    }

    /// Each image of `markdown` whose URL is one of `urls` (as ``urls(in:)`` gives them): its
    /// destination as the node holds it, and that URL; in document order, each once.
    public static func destinations(in markdown: String) -> [(destination: String, url: String)] {
        guard let document = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_node_free(document) }
        var found: [(destination: String, url: String)] = []
        var seen = Set<String>()
        func walk(_ node: MarkdownNode) {
            if node.type == CMARK_NODE_IMAGE, seen.insert(node.url).inserted {
                found.append((node.url, String(decoding: URLPolicy.percentEncoded(node.url), as: UTF8.self)))
            }
            for child in node.children { walk(child) }
        }
        walk(MarkdownNode(document))
        return found
    }

    private static func collect(_ node: MarkdownNode, into urls: inout [String], seen: inout Set<String>) {
        if node.type == CMARK_NODE_IMAGE {
            let url = String(decoding: URLPolicy.percentEncoded(node.url), as: UTF8.self)
            let lower = url.prefix(8).lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://"), URLPolicy.isSafe(url, image: true),
                seen.insert(url).inserted {
                urls.append(url)
            }
        }
        for child in node.children { collect(child, into: &urls, seen: &seen) }
    }
}
