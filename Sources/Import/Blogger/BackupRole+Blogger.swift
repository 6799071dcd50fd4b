import Feeds

/// What an entry of a Blogger export becomes, by its kind (the `kind#...` category, which is
/// never one of its categories): a post or page that is not a draft is a post or page, a comment
/// is a comment on the post it answers, and drafts, settings and the template are skipped and
/// counted.
///
/// A Blogger entry needs no key of its own: its `<id>` (`tag:blogger.com,1999:blog-X.post-Y`)
/// is its guid, which keys it as any feed's item (``PostIdentity``), and which a comment's
/// `thr:in-reply-to ref` names.
extension BackupRole {
    /// The role of an entry whose Blogger fields the reader filled as `blogger`; nil when it has
    /// no kind (an Atom feed's `app:draft` or `thr:in-reply-to` alone does not make an export).
    init?(blogger: BloggerEntry) {
        guard let kind = blogger.kind else { return nil }
        switch kind {
        case "post", "page":
            if blogger.isDraft {
                self = .skipped(.status("draft"))
            } else {
                self = kind == "post" ? .post : .page
            }
        case "comment":
            self = .comment(postKey: blogger.inReplyTo)
        default:
            self = .skipped(.type(kind))
        }
    }
}
