/// What an item of a blog export (a WordPress WXR file) becomes: a post,
/// a page, media of a post, or nothing, for a reason the import summary
/// counts. Every item of any other feed is a post.
enum ExportRole: Equatable {
    case post
    /// Stored as a page (`PostKind.page`): its own page on the site, in no list or feed.
    case page
    /// A WordPress attachment: its file's URL and title, for the post with `parentID` (nil:
    /// attached to none).
    case media(parentID: Int?, url: String, title: String?)
    case skipped(ExportSkip)
}
