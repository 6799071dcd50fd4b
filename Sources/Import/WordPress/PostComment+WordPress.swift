import Archive
import Content
import Feeds

extension PostComment {
    /// An approved comment of a WordPress export, its text converted as WordPress shows it: its
    /// bare URLs made links (``Clickable``), its paragraphs and line breaks made (WordPress
    /// stores comments as typed, and runs `wpautop` on them too: ``AutoParagraph``), then
    /// converted and sanitized like a post body, so no script, style, event handler or
    /// `javascript:` URL survives. Relative links resolve against `baseURL` (the post's). Ids
    /// become strings: other exports' are not numbers.
    init(_ comment: WordPressComment, baseURL: String?) {
        let body = HTMLConverter(baseURL: baseURL).convert(html: AutoParagraph.apply(Clickable.apply(comment.contentHTML ?? "")))
        self.init(
            id: comment.id.map(String.init), parentID: comment.parentID.map(String.init),
            authorName: comment.authorName, authorURL: Self.webURL(comment.authorURL), published: comment.dateGMT,
            markdown: body.markdown, html: body.html)
    }
}
