import Feeds

/// Atom 1.0 feed of the latest posts, every URL absolute under the base URL.
enum AtomFeed {
    static let file = "atom.xml"

    static func xml(_ content: SiteContent, baseURL: String, latest: Int = 20) throws(SiteError) -> String {
        let posts = try content.bodies.with(content.feedParts, Array(content.posts.prefix(latest)))
        let updated = posts.compactMap(\.date).first?.iso ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(MarkupEscaper.markup(content.info.language))">
            <title>\(MarkupEscaper.markup(content.info.title))</title>
            <id>\(MarkupEscaper.markup(baseURL))</id>
            <link href="\(MarkupEscaper.markup(baseURL))"/>
            <link rel="self" href="\(MarkupEscaper.markup(baseURL + file))"/>
            <updated>\(updated)</updated>

            """
        if let description = content.info.description, !description.isEmpty {
            xml += "<subtitle>\(MarkupEscaper.markup(description))</subtitle>\n"
        }
        for post in posts {
            let url = post.path.absolute(under: baseURL)
            xml += "<entry>\n<title>\(MarkupEscaper.markup(post.post.title))</title>\n"
            let id = FeedItemID(post, url: url).atom
            xml += "<id>\(MarkupEscaper.markup(id))</id>\n<link href=\"\(MarkupEscaper.markup(url))\"/>\n"
            xml += "<updated>\(post.date?.iso ?? updated)</updated>\n"
            if let date = post.date { xml += "<published>\(date.iso)</published>\n" }
            let author = content.author(of: post) ?? content.info.title
            xml += "<author><name>\(MarkupEscaper.markup(author))</name></author>\n"
            for name in content.termNames(of: post) { xml += "<category term=\"\(MarkupEscaper.markup(name))\"/>\n" }
            let body = try content.feedHTML(of: post) { $0.absolute(under: baseURL) }
            xml += "<content type=\"html\">\(MarkupEscaper.markup(MarkupEscaper.xmlCharacters(body)))</content>\n</entry>\n"
        }
        return xml + "</feed>\n"
    }
}
