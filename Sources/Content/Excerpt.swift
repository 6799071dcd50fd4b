/// Link-aware excerpts: the opening prose of a post, cut on the Markdown tree so that a link,
/// emphasis or inline code is never cut in half and no tag is left open.
public enum Excerpt {
    /// HTML of about `words` words of the opening prose of `markdown`, ending with an ellipsis
    /// when the post goes on. No images, headings or code blocks.
    public static func html(markdown: String, words: Int = 55) -> String {
        ""
    }
}
