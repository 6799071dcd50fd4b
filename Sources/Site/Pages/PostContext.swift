import Archive

/// The Mustache context of posts: as a page of their own (with what the page's `<head>` says
/// about it to search engines and link previews), as a summary in a list.
extension SiteContent {
    /// The body of `post` as shown on a page at `root`: links to imported posts rewritten,
    /// code listings labelled with their language, images pointed at their local copies.
    func bodyHTML(of post: SitePost, root: String) -> String {
        ImageRewriter.rewrite(CodeLabels.label(links.rewrite(post.post.html) { $0.href(from: root) }), media: media, root: root)
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
        if let author = author(of: post) { item["author"] = author }
        return item
    }

    /// `listItem` plus the excerpt, categories and tags, for the home page.
    func summary(_ index: Int, root: String) -> [String: Any] {
        var item = listItem(index, root: root)
        item["excerpt"] = excerptHTML(of: posts[index]) { $0.href(from: root) }
        addTerms(of: posts[index], to: &item, root: root)
        return item
    }

    /// The context of a post's own page.
    func postContext(_ index: Int) -> [String: Any] {
        let post = posts[index]
        let root = post.path.root
        var item = listItem(index, root: root)
        item["body"] = bodyHTML(of: post, root: root)
        addTerms(of: post, to: &item, root: root)
        if let link = post.post.link, link.hasPrefix("http") { item["original"] = link }
        if let comments = post.post.commentsURL, comments.hasPrefix("http") { item["comments"] = comments }
        item["thread"] = threadContext(of: post)
        var context = headValues(of: post)
        context["post"] = item
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
        var context = headValues(of: page)
        context["post"] = item
        return context
    }

    /// `categories`, `tags` (name and link of each) and whether there are any.
    private func addTerms(of post: SitePost, to item: inout [String: Any], root: String) {
        item["categories"] = post.categories.map { ["name": categories[$0].name, "url": categories[$0].path.href(from: root)] }
        item["hasCategories"] = !post.categories.isEmpty
        item["tags"] = post.tags.map { ["name": tags[$0].name, "url": tags[$0].path.href(from: root)] }
        item["hasTags"] = !post.tags.isEmpty
    }

    /// The page's `description` (the excerpt as text, else the feed's summary) and `og`: the
    /// Open Graph and Twitter card values (title, description, the page's absolute URL when the
    /// base URL is known, the first image of the body). Templates escape each value.
    private func headValues(of post: SitePost) -> [String: Any] {
        var og: [String: Any] = ["title": post.post.title.isEmpty ? "Untitled" : post.post.title, "siteName": info.title]
        var context: [String: Any] = [:]
        let description = description(of: post)
        if !description.isEmpty {
            context["description"] = description
            og["description"] = description
        }
        if let base = info.baseURL { og["url"] = post.path.absolute(under: base) }
        if let image = FirstImage.url(of: post.post) { og["image"] = image }
        og["card"] = og["image"] == nil ? "summary" : "summary_large_image"
        if let date = post.date { og["published"] = date.iso }
        context["og"] = og
        return context
    }

    /// The post's author, else the site's (`author` in blogkit.toml); nil when neither is known.
    func author(of post: SitePost) -> String? {
        post.post.author.flatMap { $0.isEmpty ? nil : $0 } ?? info.author
    }

    /// The excerpt as plain text; the feed's summary when the post has no excerpt.
    func description(of post: SitePost) -> String {
        let text = ExcerptText.of(post.post.excerptHTML)
        return text.isEmpty ? ExcerptText.collapsed(post.post.summary ?? "") : text
    }
}
