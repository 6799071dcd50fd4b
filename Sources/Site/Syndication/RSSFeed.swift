import Feeds

/// RSS 2.0 feed of the latest posts, of the site or of one category or tag, every URL absolute
/// under the base URL: the excerpt as `description`, the whole body as `content:encoded`.
enum RSSFeed {
    /// The file name, at the site's root and in each category's and tag's folder.
    static let file = "feed.xml"

    /// The feed of the site's latest posts, or of `term`'s (at `term.feed`), linking the page
    /// that shows the term.
    static func xml(_ content: SiteContent, baseURL: String, term: SiteTerm? = nil, latest: Int = 20) throws(SiteError) -> String {
        let posts = try content.bodies.with(
            content.feedParts,
            term.map { $0.posts.prefix(latest).map { content.posts[$0] } } ?? Array(content.posts.prefix(latest)))
        let title = term.map { "\(content.info.title): \($0.name)" } ?? content.info.title
        let home = term?.absolute(under: baseURL) ?? baseURL
        let url = baseURL + SitePath.percentEncoded(term?.feed ?? file)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <channel>
            <title>\(MarkupEscaper.markup(title))</title>
            <link>\(MarkupEscaper.markup(home))</link>
            <description>\(MarkupEscaper.markup(content.info.description ?? content.info.title))</description>
            <language>\(MarkupEscaper.markup(content.info.language))</language>
            <atom:link href="\(MarkupEscaper.markup(url))" rel="self" type="application/rss+xml"/>

            """
        if let newest = posts.first?.date { xml += "<lastBuildDate>\(newest.rfc822)</lastBuildDate>\n" }
        for post in posts {
            let url = post.path.absolute(under: baseURL)
            xml += "<item>\n<title>\(MarkupEscaper.markup(post.post.title))</title>\n"
            xml += "<link>\(MarkupEscaper.markup(url))</link>\n\(FeedItemID(post, url: url).rss)\n"
            if let date = post.date { xml += "<pubDate>\(date.rfc822)</pubDate>\n" }
            if let author = content.author(of: post) {
                xml += "<dc:creator>\(MarkupEscaper.markup(author))</dc:creator>\n"
            }
            for name in content.termNames(of: post) { xml += "<category>\(MarkupEscaper.markup(name))</category>\n" }
            let absolute: (SitePath) -> String = { $0.absolute(under: baseURL) }
            let excerpt = try content.excerptHTML(of: post, link: absolute)
            xml += "<description>\(MarkupEscaper.markup(MarkupEscaper.xmlCharacters(excerpt)))</description>\n"
            let body = try content.feedHTML(of: post, link: absolute)
            xml += "<content:encoded>\(MarkupEscaper.markup(MarkupEscaper.xmlCharacters(body)))</content:encoded>\n</item>\n"
        }
        return xml + "</channel>\n</rss>\n"
    }
}
