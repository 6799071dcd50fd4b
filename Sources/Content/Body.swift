/// A post body after conversion: CommonMark, its HTML rendering, and the data derived from it.
public struct Body: Sendable, Equatable {
    /// The post as CommonMark, rendered by cmark from the AST built out of the HTML.
    public var markdown: String
    /// `markdown` rendered to HTML by cmark, sanitized: safe to put in a page as is.
    public var html: String
    /// The prose as plain text (code listings excluded), for search and excerpts.
    public var text: String
    /// Every code listing, in document order.
    public var code: [CodeListing]
    /// Absolute URLs of every link in the body, in document order (duplicates removed).
    public var links: [String]

    public init(markdown: String, html: String, text: String, code: [CodeListing], links: [String]) {
        self.markdown = markdown
        self.html = html
        self.text = text
        self.code = code
        self.links = links
    }
}
