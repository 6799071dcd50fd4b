import Content
import Feeds
import Foundation

/// What a WordPress export says of itself across its items, collected as they stream by: its
/// attachments, the posts held back until every attachment is known, and the site's offset from
/// UTC.
///
/// An export usually lists a post's attachments after the post, and a `[gallery]` without `ids`
/// shows all of them (an `[audio]` the first audio file, named by its title): the posts with
/// such a shortcode are held back until the export has been read,
/// which keeps one pass over the file (a pipe cannot be read twice). An export names no time
/// zone, but each item that has both `wp:post_date` (the site's local time) and
/// `wp:post_date_gmt` shows the site's offset; an item with only the local time is read with the
/// offset of the nearest such item before it.
struct BackupStream {
    private(set) var attachments = WordPressAttachments()
    /// The items held back, in feed order: prepared once the export has been read.
    private(set) var postponed: [FeedItem] = []
    /// The site's offset from UTC, in seconds, as the last item with both dates showed it.
    private(set) var utcOffset: TimeInterval?

    /// Notes what `item` says of the export, and holds it back (true) if it is a post or page of
    /// an export whose body has a shortcode that shows attachments.
    mutating func postpones(_ item: FeedItem, of channel: FeedChannel) -> Bool {
        guard channel.wxrVersion != nil else { return false }
        if let wordPress = item.wordPress, let utc = wordPress.postDateGMT,
           let local = wordPress.postDate.flatMap(Self.localDate) {
            // Offsets are whole quarter hours: a second's drift between the two fields is noise.
            utcOffset = ((local.timeIntervalSince(utc)) / 900).rounded() * 900
        }
        if let attachment = WordPressAttachment(item) {
            attachments.insert(attachment)
            return false
        }
        guard let html = item.contentHTML, WordPressShortcodes.mayShowAttachments(html) else { return false }
        postponed.append(item)
        return true
    }

    /// `wp:post_date` (`YYYY-MM-DD HH:MM:SS`, the site's local time) as if it were UTC.
    static func localDate(_ text: String) -> Date? {
        FeedDate.parse(text)
    }
}
