/// A category or a tag: its name as first seen (newest post first), its first page, and the
/// posts in it, newest first.
///
/// A term with fewer posts than ``SiteOptions/termPageMinPosts`` has no page of its own: its
/// index (`category/`, `tags/`) lists it with its posts at the anchor of its slug
/// (`category/#swift`), and every link and old address of its page leads there. Nor has it a
/// feed, unless the old blog had one for it (`/tag/swift/feed/`), whose readers keep it.
struct SiteTerm: Sendable {
    let name: String
    /// The term's first page, or where it would be; later pages are `page/2/`, `page/3/`... under it.
    let path: SitePath
    /// Indices into `SiteContent.posts`.
    var posts: [Int]
    /// False when the term is listed on its index only.
    var hasPage = true
    /// True when the site writes the term's feed (`feed.xml` in its folder).
    var hasFeed = true

    /// The list of all the terms of its kind: `category/` or `tags/`.
    var index: SitePath { SitePath(String(path.directory.prefix { $0 != "/" }) + "/") }

    /// The term's slug, which is also its anchor on the index.
    var slug: String { String(path.directory.split(separator: "/").last ?? "") }

    /// Where the site shows the term, from the site's root: its folder (`category/swift/`), or
    /// its index's with the anchor (`category/#swift`).
    var address: String { hasPage ? path.directory : index.directory + "#" + slug }

    /// Where the site has the term's feed, from the site's root.
    var feed: String { path.directory + RSSFeed.file }

    /// The term's absolute URL under `baseURL` (which ends in `/`).
    func absolute(under baseURL: String) -> String {
        hasPage ? path.absolute(under: baseURL) : index.absolute(under: baseURL) + "#" + SitePath.percentEncoded(slug)
    }

    /// The link to the term from a page whose root prefix is `root`.
    func href(from root: String) -> String {
        hasPage ? path.href(from: root) : index.href(from: root) + "#" + SitePath.percentEncoded(slug)
    }
}
