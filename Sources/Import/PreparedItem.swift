import Archive
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
    /// The readers' comments the export gives a post or page, converted along with its body
    /// (empty until then, and for every other item).
    var comments: [PostComment] = []

    /// Prepares `item` of a feed whose channel (as read so far) is `channel`.
    init(_ item: FeedItem, channel: FeedChannel? = nil, converting: Bool = true) {
        var item = item
        var key: String?
        var formerKey: String?
        if let channel, channel.wxrVersion != nil, let wordPress = item.wordPress {
            role = WordPressRole(item, wordPress: wordPress)
            isFromWordPressExport = true
            item = WordPressExport.adjusted(item, wordPress, in: channel)
            key = WordPressExport.key(of: wordPress, in: channel)
            // Before blogkit read WordPress exports as such, their items were keyed by guid.
            formerKey = PostIdentity.key(of: item)
        }
        self.item = item
        let kind: PostKind = if case .page = role { .page } else { .post }
        record = PostRecord(
            item, key: key ?? PostIdentity.key(of: item), formerKey: formerKey, kind: kind,
            fingerprint: PostIdentity.fingerprint(of: item))
        if converting, isStored { convert() }
    }

    /// Converts the record's body and the item's comments.
    mutating func convert() {
        record.body = record.converted()
        guard isFromWordPressExport, let wordPress = item.wordPress else { return }
        comments = wordPress.comments.map { PostComment($0, baseURL: record.baseURL ?? record.link) }
    }

    /// True for an item stored as a post or page; false for one skipped, or media.
    var isStored: Bool {
        switch role {
        case .post, .page: true
        case .media, .skipped: false
        }
    }
}
