import Feeds

/// What an item of a WordPress export (WXR) becomes: only published posts are posts, published
/// pages are pages, an attachment is media of its parent post, and everything else (drafts,
/// scheduled and private items, menus, templates, styles...) is skipped, for a reason that the
/// import summary counts.
extension BackupRole {
    /// The role of `item`, whose `wordPress` fields the reader filled.
    init(_ item: FeedItem, wordPress: WordPressItem) {
        let type = wordPress.postType ?? "post"
        switch type {
        case "post", "page":
            let status = wordPress.status ?? "publish"
            if status == "publish" {
                self = type == "post" ? .post : .page
            } else {
                self = .skipped(.status(status))
            }
        case "attachment":
            if let url = wordPress.attachmentURL ?? item.guid, !url.isEmpty {
                self = .media(parentID: wordPress.parentID, url: url, title: item.title)
            } else {
                self = .skipped(.type(type))
            }
        default:
            self = .skipped(.type(type))
        }
    }
}
