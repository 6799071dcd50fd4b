import Archive
import Content
import Feeds

/// The Mustache context of posts: as a page of their own (with what the page's `<head>` says
/// about it to search engines and link previews), as a summary in a list.
extension SiteContent {
    /// The body of `post` rendered by Content from its Markdown (read when `post` does not hold it,
    /// ``with(_:_:)``), links to imported posts made by `link`. On a page at `root`, code listings are labelled with their language (stated, or
    /// detected and said to be), and images and links to them (a thumbnail's full-size upload)
    /// point at their local copies (``LocalImages``); feeds give no root.
    func body(of post: SitePost, root: String?, link: @escaping (SitePath) -> String) throws(SiteError) -> RenderedHTML {
        let post = try with(root == nil ? .markdown : [.markdown, .code], post)
        let links = self.links
        var renderer = HTMLRenderer { links.resolve($0, link: link) }
        if let root {
            let listings = post.post.code
            let images = LocalImages(media: media, root: root)
            renderer.link = { links.resolve($0, link: link) ?? images.copy(of: $0) }
            renderer.codeBlock = { ListingFigure.html($0, listings: listings) }
            renderer.image = images.image
        }
        return renderer.render(markdown: post.post.markdown)
    }

    /// What `feedHTML` and `excerptHTML` read of `post`'s body: its excerpt, and its Markdown
    /// when it links to another imported post, else its HTML.
    func feedParts(of post: SitePost) -> PostBody.Parts {
        links.namesAnyPost(post.post.links) ? [.excerpt, .markdown] : [.excerpt, .html]
    }

    /// The body of `post` in a feed (RSS, Atom: latest posts, and every category's and tag's),
    /// links to imported posts made by `link`. The stored HTML is this renderer's output without
    /// hooks: it is rendered again only when the post links to another imported post, which
    /// spares a parse per post and feed.
    func feedHTML(of post: SitePost, link: @escaping (SitePath) -> String) throws(SiteError) -> String {
        guard links.namesAnyPost(post.post.links) else { return try with(.html, post).post.html }
        return try body(of: post, root: nil, link: link).html
    }

    /// The excerpt shown in lists, links to imported posts made by `link`; the feed's
    /// description when the post has no body. The stored excerpt is Content's rendering of the
    /// same Markdown: it is rendered again, with the link hook, only when the post links to
    /// another imported post.
    func excerptHTML(of post: SitePost, link: @escaping (SitePath) -> String) throws(SiteError) -> String {
        let post = try with(.excerpt, post)
        if !post.post.excerptHTML.isEmpty {
            guard links.namesAnyPost(post.post.links) else { return post.post.excerptHTML }
            let links = self.links
            let excerpt = Excerpt.html(markdown: try with(.markdown, post).post.markdown) { links.resolve($0, link: link) }
            return excerpt.isEmpty ? post.post.excerptHTML : excerpt
        }
        guard let summary = try with(.summary, post).post.summary, !summary.isEmpty else { return "" }
        return "<p>\(MarkupEscaper.markup(summary))</p>"
    }

    /// Title, link, date and author of a post, as linked from a page at `root`.
    func listItem(_ index: Int, root: String) -> PostValues {
        listItem(of: posts[index], root: root)
    }

    private func listItem(of post: SitePost, root: String) -> PostValues {
        PostValues(
            title: post.post.title.isEmpty ? "Untitled" : post.post.title, url: post.path.href(from: root),
            date: post.date?.display, datetime: post.date?.iso, author: author(of: post))
    }

    /// What `excerptHTML` reads of `post`'s body: its excerpt, and its Markdown when it links to
    /// another imported post.
    func summaryParts(of post: SitePost) -> PostBody.Parts {
        links.namesAnyPost(post.post.links) ? [.excerpt, .markdown] : .excerpt
    }

    /// `listItem` plus the excerpt, categories and tags, for the home page.
    func summary(of post: SitePost, root: String) throws(SiteError) -> PostValues {
        var item = listItem(of: post, root: root)
        item.excerpt = try excerptHTML(of: post) { $0.href(from: root) }
        addTerms(of: post, to: &item, root: root)
        return item
    }

    /// The values of a post's own page, and its description.
    func postContext(_ index: Int) throws(SiteError) -> (PostPageValues, description: String?) {
        let post = try with([.markdown, .code, .comments, .excerpt], posts[index])
        let root = post.path.root
        var item = listItem(index, root: root)
        let body = try body(of: post, root: root) { $0.href(from: root) }
        item.body = body.html
        addTerms(of: post, to: &item, root: root)
        if let link = post.post.link, link.hasPrefix("http") { item.original = link }
        if let comments = post.post.commentsURL, comments.hasPrefix("http") { item.comments = comments }
        item.thread = threadContext(of: post)
        var (values, description) = try headValues(of: post, item: item, body: body)
        if index + 1 < posts.count { values.previous = listItem(index + 1, root: root) }
        if index > 0 { values.next = listItem(index - 1, root: root) }
        return (values, description)
    }

    /// The values of a page (``SiteContent/standalone``): a post's, without neighbours or
    /// categories; and its description.
    func pageContext(_ index: Int) throws(SiteError) -> (PostPageValues, description: String?) {
        let page = try with([.markdown, .code, .comments], standalone[index])
        var item = listItem(of: page, root: page.path.root)
        let root = page.path.root
        let body = try body(of: page, root: root) { $0.href(from: root) }
        item.body = body.html
        if let link = page.post.link, link.hasPrefix("http") { item.original = link }
        item.thread = threadContext(of: page)
        return try headValues(of: page, item: item, body: body)
    }

    /// `categories`, `tags` (name and link of each).
    private func addTerms(of post: SitePost, to item: inout PostValues, root: String) {
        item.categories = post.categories.map { TermValues(name: categories[$0].name, url: categories[$0].href(from: root)) }
        item.tags = post.tags.map { TermValues(name: tags[$0].name, url: tags[$0].href(from: root)) }
    }

    /// The page of `item` with what its `<head>` says: the page's description (the excerpt as
    /// text, else the feed's summary), `og`, the Open Graph and Twitter card values (title,
    /// description, the page's absolute URL when the base URL is known, the first image of the
    /// body), and `code` when the body has listings (the layout then loads the highlighter).
    /// Templates escape each value.
    private func headValues(
        of post: SitePost, item: PostValues, body: RenderedHTML
    ) throws(SiteError) -> (PostPageValues, description: String?) {
        let description = try description(of: post)
        let og = OpenGraphValues(
            title: post.post.title.isEmpty ? "Untitled" : post.post.title, siteName: info.title,
            description: description.isEmpty ? nil : description, url: info.baseURL.map { post.path.absolute(under: $0) },
            image: FirstImage.url(of: post.post, images: body.images), published: post.date?.iso)
        return (PostPageValues(post: item, og: og, code: body.codeBlocks > 0), description.isEmpty ? nil : description)
    }

    /// The post's author, else the site's (`author` in blogkit.toml); nil when neither is known.
    func author(of post: SitePost) -> String? {
        post.post.author.flatMap { $0.isEmpty ? nil : $0 } ?? info.author
    }

    /// The excerpt as plain text, for `<meta name="description">`, link previews and feeds; the
    /// feed's summary when the post has no excerpt.
    func description(of post: SitePost) throws(SiteError) -> String {
        let text = HTMLText.plainText(try with(.excerpt, post).post.excerptHTML)
        return text.isEmpty ? HTMLText.collapsingWhitespace(try with(.summary, post).post.summary ?? "") : text
    }
}
