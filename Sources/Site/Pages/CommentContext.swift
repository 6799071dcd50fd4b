import Archive

/// The Mustache context of the comments under a post or page.
extension SiteContent {
    /// The thread of `post`'s comments (`post` holding its comments, ``with(_:_:)``) (``CommentThreadValues``), replies under what they answer.
    func threadContext(of post: SitePost) -> CommentThreadValues {
        let thread = CommentThread(post.post.comments)
        return CommentThreadValues(total: thread.count, comments: thread.roots.map(commentContext))
    }

    private func commentContext(_ node: CommentThread.Node) -> CommentValues {
        let comment = node.comment
        let date = comment.published.map(SiteDate.init)
        let name = comment.authorName.flatMap { $0.isEmpty ? nil : $0 }
        return CommentValues(
            author: name ?? "Anonymous", authorURL: PostComment.webURL(comment.authorURL), date: date?.display,
            datetime: date?.iso, body: comment.html, replies: node.replies.map(commentContext))
    }
}
