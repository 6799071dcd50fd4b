import CCmark

/// The images a post shows: the URLs of the image nodes of its CommonMark, found on the cmark
/// tree (never by scanning HTML), in document order, each once.
public enum ImageReferences {
    /// The absolute http(s) image URLs in `markdown` that the rendered HTML keeps (``URLPolicy``),
    /// with every byte a URI cannot hold percent-encoded (`logo é.png` as `logo%20%C3%A9.png`):
    /// ready for a download. Foundation's `URL(string:)` would encode the `%` of an existing
    /// `%20` again when something else in the string needs encoding.
    public static func urls(in markdown: String) -> [String] {
        var walker = Images()
        MarkdownDocument(markdown: markdown).walk(&walker)
        return walker.found.compactMap { image in
            let lower = image.url.prefix(8).lowercased()
            return (lower.hasPrefix("http://") || lower.hasPrefix("https://")) && URLPolicy.isSafe(image.url, image: true)
                ? image.url : nil
        }.uniqued()
    }

    /// Each image of `markdown` whose URL is one of `urls` (as ``urls(in:)`` gives them): its
    /// destination as the node holds it, and that URL; in document order, each once.
    public static func destinations(in markdown: String) -> [(destination: String, url: String)] {
        var walker = Images()
        MarkdownDocument(markdown: markdown).walk(&walker)
        var seen = Set<String>()
        return walker.found.filter { seen.insert($0.destination).inserted }
    }

    /// Every image node's destination and its percent-encoded URL, in document order.
    private struct Images: MarkdownWalker {
        var found: [(destination: String, url: String)] = []

        mutating func visit(_ node: MarkdownNode) -> Bool {
            if node.type == CMARK_NODE_IMAGE {
                found.append((node.url, String(decoding: URLPolicy.percentEncoded(node.url), as: UTF8.self)))
            }
            return true
        }
    }
}

private extension Array where Element == String {
    /// The strings in order, each once.
    func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
