/// What an item of a blog export (a WordPress WXR file, a Blogger Atom export) becomes: a post,
/// a page, media of a post, a comment on a post, or nothing, for a reason the import summary
/// counts. Every item of any other feed is a post.
enum BackupRole: Equatable {
    case post
    /// Stored as a page (`PostKind.page`): its own page on the site, in no list or feed.
    case page
    /// An unpublished post or page (a draft, pending or scheduled), stored as a draft
    /// (`PostKind.draft`, never on the site) when import keeps drafts, else skipped.
    case draft
    /// A WordPress attachment: its file's URL and title, for the post with `parentID` (nil:
    /// attached to none).
    case media(parentID: Int?, url: String, title: String?)
    /// A Blogger comment entry, on the post keyed `postKey` (its `thr:in-reply-to ref`, the
    /// post's entry id and so its key; nil when the entry names none): stored as a comment of
    /// that post.
    case comment(postKey: String?)
    case skipped(BackupSkip)
}
