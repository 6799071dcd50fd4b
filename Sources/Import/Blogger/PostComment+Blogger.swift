import Archive
import Content
import Feeds

extension PostComment {
    /// A Blogger export's comment entry: its text (HTML, as Blogger stores it) converted and
    /// sanitized like a post body, dated by its `published`, signed by its author's name. Blogger
    /// threads are flat in an export: every comment answers the post.
    init(blogger item: FeedItem) {
        let body = HTMLConverter(baseURL: item.baseURL ?? item.link).convert(html: item.contentHTML ?? item.summaryHTML ?? "")
        self.init(
            id: item.guid, authorName: item.author, published: item.published, markdown: body.markdown, html: body.html)
    }
}
