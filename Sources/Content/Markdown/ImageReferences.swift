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
        return walker.found.compactMap { Self.downloadable($0.url) }.uniqued()
    }

    /// `url` as ``urls(in:)`` gives an image's: percent-encoded, when it is an absolute http(s)
    /// URL that the rendered HTML keeps; nil otherwise. For URLs found elsewhere than in an image
    /// (a WordPress export's attachments, a post's links).
    public static func downloadable(_ url: String) -> String? {
        let encoded = String(decoding: URLPolicy.percentEncoded(url), as: UTF8.self)
        let lower = encoded.prefix(8).lowercased()
        return (lower.hasPrefix("http://") || lower.hasPrefix("https://")) && URLPolicy.isSafe(encoded, image: true)
            ? encoded : nil
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
