/// Link-aware excerpts: the opening prose of a post, cut on the Markdown tree so that a link,
/// emphasis or inline code is never cut in half and no tag is left open.
///
/// The markdown is parsed with cmark; the paragraphs of the opening prose (top level, inside block
/// quotes, and list items flattened into one paragraph per list) are moved into a new document,
/// which is cut after about `words` words and rendered with cmark's safe HTML renderer. Headings,
/// code blocks, HTML, GFM pipe tables, images and thematic breaks are left out. Only the opening
/// of the post is read past the parse: the time an excerpt takes does not grow with the post.
public enum Excerpt {
    /// HTML of about `words` words of the opening prose of `markdown`, ending with an ellipsis
    /// when the post goes on. No images, headings or code blocks. Empty when there is no prose.
    ///
    /// The cut falls on a sentence end when one lies in the last third of the budget, else on a
    /// word boundary. A link, emphasis or code span that straddles the limit is kept whole when it
    /// is short (at most `words / 4` words over), else the excerpt stops before it; a post that
    /// opens with one long link or emphasis keeps that text, cut, without the link.
    ///
    /// `link` is the site's link hook (see ``HTMLRenderer/link``): given each link's URL, the URL
    /// to write instead, or nil to keep it.
    public static func html(markdown: String, words: Int = 55, link: ((String) -> String?)? = nil) -> String {
        ExcerptTree(markdown: markdown, words: words).html(link: link)
    }
}
