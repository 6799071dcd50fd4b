import Archive
import Content
import Feeds

/// A feed item made ready for the archive: what it becomes (``WordPressRole``), and for a post
/// or page its record, converted when the archive does not already hold this exact item from
/// this feed.
struct PreparedItem {
    var item: FeedItem
    var record: PostRecord
    /// What the item becomes: `.post` for every item but a WordPress export's (``WordPressRole``).
    var role = WordPressRole.post
    /// True for an item of a WordPress export, which `role` sorts.
    var isFromWordPressExport = false

    /// Prepares `item` of a feed whose channel (as read so far) is `channel`; a WordPress
    /// export's `[gallery]` shows the images of `attachments`.
    init(
        _ item: FeedItem, channel: FeedChannel? = nil, attachments: WordPressAttachments = WordPressAttachments(),
        converting: Bool = true
    ) {
        var item = item
        var key: String?
        var formerKey: String?
        if let channel, channel.wxrVersion != nil, let wordPress = item.wordPress {
            role = WordPressRole(item, wordPress: wordPress)
            isFromWordPressExport = true
            item = WordPressExport.adjusted(item, wordPress, in: channel, attachments: attachments)
            key = WordPressExport.key(of: wordPress, in: channel)
            // Before blogkit read WordPress exports as such, their items were keyed by guid.
            formerKey = PostIdentity.key(of: item)
        }
        self.item = item
        let kind: PostKind = if case .page = role { .page } else { .post }
        record = PostRecord(
            item, key: key ?? PostIdentity.key(of: item), formerKey: formerKey, kind: kind,
            fingerprint: PostIdentity.fingerprint(of: item))
        if converting, isStored { record.body = record.converted() }
    }

    /// True for an item stored as a post or page; false for one skipped, or media.
    var isStored: Bool {
        switch role {
        case .post, .page: true
        case .media, .skipped: false
        }
    }
}
