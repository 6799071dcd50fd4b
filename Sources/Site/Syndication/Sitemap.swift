import Feeds

/// `sitemap.xml` (every page but the 404) and `robots.txt`, which points at it.
enum Sitemap {
    static let file = "sitemap.xml"

    static func xml(_ content: SiteContent, pages: [SitePage], baseURL: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages where page != .notFound && page != .search {
            xml += "<url><loc>\(MarkupEscaper.markup(content.path(of: page).absolute(under: baseURL)))</loc>"
            if case let .post(index) = page, let date = content.posts[index].date {
                xml += "<lastmod>\(date.isoDay)</lastmod>"
            }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// Allows everything; names the sitemap when the base URL is known.
    static func robots(baseURL: String?) -> String {
        var text = "User-agent: *\nAllow: /\n"
        if let baseURL { text += "\nSitemap: \(baseURL)\(file)\n" }
        return text
    }
}
