/// The paths a generator writes in the site it builds from an export, with the configuration
/// `export` writes and the generator's defaults: a post there would take the place of the
/// generator's own file (Hugo fails the build over a post at `/index.xml/`: `public/index.xml: is
/// a directory`) or have its page overwritten by it. Such a post goes to `posts/SLUG/`.
extension Generator {
    /// The name the user knows the generator by, for messages.
    var name: String {
        switch self {
        case .hugo: "Hugo"
        case .jekyll: "Jekyll"
        case .zola: "Zola"
        case .eleventy: "Eleventy"
        }
    }

    /// Whether the generator writes a post page at `path` (a page directory, no leading or
    /// trailing slash) or under it itself. Compared without case: a case-insensitive file system
    /// holds `Index.xml` and `index.xml` in one file.
    func reserves(_ path: String) -> Bool {
        let path = path.lowercased()
        let (trees, pages) = reservedPaths
        return pages.contains(path) || trees.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// Files and folders the generator writes with everything under them, and section pages it
    /// writes at exactly that path (the posts under them are its pages, `posts/SLUG/`).
    private var reservedPaths: (trees: [String], pages: Set<String>) {
        switch self {
        case .hugo:
            // Home feed, sitemap, 404 page, the taxonomies' term pages, pagination, and the
            // sections `content/posts` and `content/pages` make (each a list, a feed, pages).
            (["index.xml", "sitemap.xml", "robots.txt", "404.html", "categories", "tags", "page",
              "posts/index.xml", "posts/page", "pages/index.xml", "pages/page"], ["posts", "pages"])
        case .jekyll:
            // 404 page, the images `export` copies (`assets/media/`), and what the usual plugins
            // write: jekyll-feed, jekyll-sitemap, jekyll-redirect-from, jekyll-archives, jekyll-paginate.
            (["404.html", "assets", "feed.xml", "sitemap.xml", "robots.txt", "redirects.json", "tags", "categories", "page"], [])
        case .zola:
            // Feeds (atom.xml by default, rss.xml on request), sitemap, 404 page, taxonomies,
            // pagination, resized images, the search index, and the sections' pages and feeds.
            (["atom.xml", "rss.xml", "sitemap.xml", "robots.txt", "404.html", "tags", "categories", "page",
              "processed_images", "search_index.en.js", "elasticlunr.min.js", "posts/page", "posts/atom.xml",
              "pages/page", "pages/atom.xml"], ["posts", "pages"])
        case .eleventy:
            // Eleventy writes only what its templates make: the posts and the user's own pages.
            ([], [])
        }
    }
}
