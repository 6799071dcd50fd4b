import Archive

/// The Mustache context of posts: as a page of their own, as a summary in a list.
extension SiteContent {
    /// The body of `post` as shown on a page at `root`: links to imported posts rewritten,
    /// code listings labelled with their language.
    func bodyHTML(of post: SitePost, root: String) -> String {
        CodeLabels.label(links.rewrite(post.post.html) { $0.href(from: root) })
    }

    /// The excerpt shown in lists, links to imported posts made by `link`; the feed's
    /// description when the post has no body.
    func excerptHTML(of post: SitePost, link: (SitePath) -> String) -> String {
        if !post.post.excerptHTML.isEmpty { return links.rewrite(post.post.excerptHTML, link: link) }
        guard let summary = post.post.summary, !summary.isEmpty else { return "" }
        return "<p>\(Escape.markup(summary))</p>"
    }

    /// Title, link, date and author of a post, as linked from a page at `root`.
    func listItem(_ index: Int, root: String) -> [String: Any] {
        listItem(of: posts[index], root: root)
    }

    private func listItem(of post: SitePost, root: String) -> [String: Any] {
        var item: [String: Any] = [
            "title": post.post.title.isEmpty ? "Untitled" : post.post.title,
            "url": post.path.href(from: root),
        ]
        if let date = post.date {
            item["date"] = date.display
            item["datetime"] = date.iso
        }
        if let author = post.post.author, !author.isEmpty { item["author"] = author }
        return item
    }

    /// `listItem` plus the excerpt and categories, for the home page.
    func summary(_ index: Int, root: String) -> [String: Any] {
        var item = listItem(index, root: root)
        item["excerpt"] = excerptHTML(of: posts[index]) { $0.href(from: root) }
        item["categories"] = categoryLinks(of: posts[index], root: root)
        item["hasCategories"] = !posts[index].categories.isEmpty
        return item
    }

    /// The context of a post's own page.
    func postContext(_ index: Int) -> [String: Any] {
        let post = posts[index]
        let root = post.path.root
        var item = listItem(index, root: root)
        item["body"] = bodyHTML(of: post, root: root)
        item["categories"] = categoryLinks(of: post, root: root)
        item["hasCategories"] = !post.categories.isEmpty
        if let link = post.post.link, link.hasPrefix("http") { item["original"] = link }
        if let comments = post.post.commentsURL, comments.hasPrefix("http") { item["comments"] = comments }
        item["thread"] = threadContext(of: post)
        var context: [String: Any] = ["post": item]
        if index + 1 < posts.count { context["previous"] = listItem(index + 1, root: root) }
        if index > 0 { context["next"] = listItem(index - 1, root: root) }
        return context
    }

    /// The context of a page (``SiteContent/standalone``): a post's, without neighbours or categories.
    func pageContext(_ index: Int) -> [String: Any] {
        let page = standalone[index]
        var item = listItem(of: page, root: page.path.root)
        item["body"] = bodyHTML(of: page, root: page.path.root)
        if let link = page.post.link, link.hasPrefix("http") { item["original"] = link }
        item["thread"] = threadContext(of: page)
        return ["post": item]
    }

    /// The comments under a post or page: `count` (`3 comments`) and `comments`, each with
    /// `author`, `authorURL` (http(s) only), `date`, `datetime`, `body` (sanitized HTML) and
    /// `replies` (the same again, `hasReplies` when there are any); false when there are none. Every key is set, `false` when
    /// empty, so that a comment never shows a value of the comment or post around it.
    private func threadContext(of post: SitePost) -> Any {
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

    private func categoryLinks(of post: SitePost, root: String) -> [[String: Any]] {
        post.categories.map { ["name": categories[$0].name, "url": categories[$0].path.href(from: root)] }
    }
}
