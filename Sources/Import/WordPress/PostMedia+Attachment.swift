import Archive
import Feeds

extension PostMedia {
    /// The media file `url` (titled `title`) of the attachment `item` of a WordPress export,
    /// with the attachment's own page on the old blog (its link and post id), which the site
    /// sends on to the post it belongs to.
    init(attachment item: FeedItem, url: String, title: String?) {
        self.init(url: url, title: title, link: item.link, exportID: item.wordPress?.postID)
    }
}
