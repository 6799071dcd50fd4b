import Archive
import Foundation

/// Where each post's page goes.
///
/// A post whose link has a path keeps it: `http://example.com/2011/11/11/a-post/` becomes
/// `2011/11/11/a-post/index.html` (a trailing `.html`/`.php`... is dropped, `index` too). A post
/// without a link, with a query-only link (`/?p=12`) or with a path the site's own pages use gets
/// `posts/SLUG/`. Collisions go to the post with the lower id; later ones get `-2`, `-3`...
enum PostPaths {
    /// First path segments the site's own pages and files use.
    static let reserved: Set<String> = [
        "page", "category", "archive", "search", "index.html", "404.html", "feed.xml", "atom.xml",
        "sitemap.xml", "robots.txt", "style.css", "search.js",
    ]
    private static let droppedExtensions: Set<String> = ["html", "htm", "php", "asp", "aspx", "shtml"]

    /// The page of every post, by post id.
    static func assign(_ posts: [Post]) -> [Int64: SitePath] {
        var taken = Set<String>()
        var paths: [Int64: SitePath] = [:]
        for post in posts.sorted(by: { $0.id < $1.id }) {
            let base = mirrored(post.link) ?? "posts/" + Slug.make(post.title, fallback: "post-\(post.id)")
            paths[post.id] = SitePath(Slug.unique(base, in: &taken) + "/")
        }
        return paths
    }

    /// The directory an http(s) post link's path maps to (no trailing slash), or nil when it has
    /// none usable (another scheme, such as a hostile `javascript:`, never names a path here).
    static func mirrored(_ link: String?) -> String? {
        guard let link, let components = URLComponents(string: link),
            ["http", "https"].contains(components.scheme?.lowercased() ?? ""),
            components.query?.isEmpty ?? true
        else { return nil }
        var segments = components.path.split(separator: "/").map(String.init)
            .filter { $0 != "." && $0 != ".." && !$0.contains("\0") }
        if let last = segments.last, let dot = last.lastIndex(of: "."),
            droppedExtensions.contains(last[last.index(after: dot)...].lowercased())
        {
            segments[segments.count - 1] = String(last[..<dot])
        }
        if segments.last == "index" || segments.last == "" { segments.removeLast() }
        guard let first = segments.first, !reserved.contains(first.lowercased()),
            segments.allSatisfy({ $0.utf8.count <= 200 })
        else { return nil }
        return segments.joined(separator: "/")
    }
}
