/// Atom 1.0 feed of the latest posts, every URL absolute under the base URL.
enum AtomFeed {
    static let file = "atom.xml"

    static func xml(_ content: SiteContent, baseURL: String, latest: Int = 20) -> String {
        let posts = content.posts.prefix(latest)
        let updated = posts.compactMap(\.date).first?.iso ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(Escape.markup(content.info.language))">
            <title>\(Escape.markup(content.info.title))</title>
            <id>\(Escape.markup(baseURL))</id>
            <link href="\(Escape.markup(baseURL))"/>
            <link rel="self" href="\(Escape.markup(baseURL + file))"/>
            <updated>\(updated)</updated>

            """
        if let description = content.info.description, !description.isEmpty {
            xml += "<subtitle>\(Escape.markup(description))</subtitle>\n"
        }
        for post in posts {
            let url = post.path.absolute(under: baseURL)
            xml += "<entry>\n<title>\(Escape.markup(post.post.title))</title>\n"
            xml += "<id>\(Escape.markup(url))</id>\n<link href=\"\(Escape.markup(url))\"/>\n"
            xml += "<updated>\(post.date?.iso ?? updated)</updated>\n"
            if let date = post.date { xml += "<published>\(date.iso)</published>\n" }
            let author = content.author(of: post) ?? content.info.title
            xml += "<author><name>\(Escape.markup(author))</name></author>\n"
            for name in content.termNames(of: post) { xml += "<category term=\"\(Escape.markup(name))\"/>\n" }
            let body = content.links.rewrite(post.post.html) { $0.absolute(under: baseURL) }
            xml += "<content type=\"html\">\(Escape.markup(Escape.xmlCharacters(body)))</content>\n</entry>\n"
        }
        return xml + "</feed>\n"
    }
}
