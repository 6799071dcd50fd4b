/// What ``HTMLRenderer`` produced from a post's Markdown.
public struct RenderedHTML: Sendable, Equatable {
    /// The HTML, sanitized: safe to put in a page as is.
    public let html: String
    /// How many code blocks the body has (each given to the code-block hook).
    public let codeBlocks: Int
    /// The `src` of every image, in document order, after sanitizing (never empty, never unsafe).
    public let images: [String]
}
