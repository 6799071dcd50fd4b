import Archive

/// The Mustache context of the comments under a post or page.
extension SiteContent {
    /// `count` (`3 comments`) and `comments`, each with `author`, `authorURL` (http(s) only),
    /// `date`, `datetime`, `body` (sanitized HTML) and `replies` (the same again, `hasReplies`
    /// when there are any); false when there are none. Every key is set, `false` when empty, so
    /// that a comment never shows a value of the comment or post around it.
    func threadContext(of post: SitePost) -> Any {
        let thread = CommentThread(post.post.comments)
        guard thread.count > 0 else { return false }
        let count = thread.count == 1 ? "1 comment" : "\(thread.count) comments"
        return ["count": count, "comments": thread.roots.map(commentContext)]
    }

    private func commentContext(_ node: CommentThread.Node) -> [String: Any] {
        let comment = node.comment
        let date = comment.published.map(SiteDate.init)
        let name = comment.authorName.flatMap { $0.isEmpty ? nil : $0 }
        return [
            "author": name ?? "Anonymous",
            "authorURL": PostComment.webURL(comment.authorURL) ?? false,
            "date": date?.display ?? false,
            "datetime": date?.iso ?? false,
            "body": comment.html,
            "replies": node.replies.map(commentContext),
            "hasReplies": !node.replies.isEmpty,
        ]
    }
}
