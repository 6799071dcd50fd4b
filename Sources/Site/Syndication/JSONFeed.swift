import Feeds

/// JSON Feed 1.1 (https://jsonfeed.org/version/1.1) of the latest posts, every URL absolute
/// under the base URL: the body as `content_html`, the excerpt as text as `summary`.
enum JSONFeed {
    static let file = "feed.json"
    static let version = "https://jsonfeed.org/version/1.1"

    static func json(_ content: SiteContent, baseURL: String, latest: Int = 20) throws(SiteError) -> String {
        var feed: [(String, String)] = [
            ("version", JSON.string(version)), ("title", JSON.string(content.info.title)),
            ("home_page_url", JSON.string(baseURL)), ("feed_url", JSON.string(baseURL + file)),
        ]
        if let description = content.info.description, !description.isEmpty {
            feed.append(("description", JSON.string(description)))
        }
        feed.append(("language", JSON.string(content.info.language)))
        let items = try content.bodies.with([.markdown, .excerpt], Array(content.posts.prefix(latest))).map { post throws(SiteError) in
            try item(post, content: content, baseURL: baseURL)
        }
        feed.append(("items", items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]"))
        return object(feed, separator: ",\n") + "\n"
    }

    private static func item(_ post: SitePost, content: SiteContent, baseURL: String) throws(SiteError) -> String {
        let url = post.path.absolute(under: baseURL)
        let body = try content.body(of: post, root: nil) { $0.absolute(under: baseURL) }
        var fields: [(String, String)] = [
            ("id", JSON.string(FeedItemID(post, url: url).json)), ("url", JSON.string(url)), ("title", JSON.string(post.post.title)),
            ("content_html", JSON.string(body.html)),
        ]
        let summary = try content.description(of: post)
        if !summary.isEmpty { fields.append(("summary", JSON.string(summary))) }
        if let image = FirstImage.url(of: post.post, images: body.images) { fields.append(("image", JSON.string(image))) }
        if let date = post.date { fields.append(("date_published", JSON.string(date.iso))) }
        if let author = content.author(of: post) {
            fields.append(("authors", "[" + object([("name", JSON.string(author))], separator: ", ") + "]"))
        }
        let tags = content.termNames(of: post)
        if !tags.isEmpty { fields.append(("tags", "[" + tags.map(JSON.string).joined(separator: ", ") + "]")) }
        return object(fields, separator: ", ")
    }

    /// `{"key": value, ...}` from already-encoded values.
    private static func object(_ fields: [(String, String)], separator: String) -> String {
        "{" + fields.map { "\(JSON.string($0.0)): \($0.1)" }.joined(separator: separator) + "}"
    }
}
