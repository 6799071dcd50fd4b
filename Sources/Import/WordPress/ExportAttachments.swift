import Content
import Feeds

/// The attachments of a WordPress export, collected as its items stream by, and the posts held
/// back until every attachment is known: an export usually lists a post's attachments after
/// the post, and a `[gallery]` without `ids` shows all of them. Holding back only the posts
/// with a gallery keeps one pass over the file (a pipe cannot be read twice).
struct ExportAttachments {
    private(set) var attachments = WordPressAttachments()
    /// The items held back, in feed order: prepared once the export has been read.
    private(set) var postponed: [FeedItem] = []

    /// Notes `item` if it is an attachment, and holds it back (true) if it is a post or page of
    /// an export whose body has a gallery.
    mutating func postpones(_ item: FeedItem, of channel: FeedChannel) -> Bool {
        guard channel.wxrVersion != nil else { return false }
        if let attachment = WordPressAttachment(item) {
            attachments.insert(attachment)
            return false
        }
        guard item.contentHTML?.contains("[gallery") == true else { return false }
        postponed.append(item)
        return true
    }
}
