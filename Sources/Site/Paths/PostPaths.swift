import Archive
import Foundation

/// Where each post's page goes.
///
/// A post whose link has a path keeps it: `http://example.com/2011/11/11/a-post/` becomes
/// `2011/11/11/a-post/index.html` (a trailing `.html`/`.php`... is dropped, `index` too). A post
/// without a link, with a query-only link (`/?p=12`), with a path the site's own pages use or with
/// a path that is not safe to write (see `mirrored`) gets `posts/SLUG/`. So does a post whose
/// path holds a file blogkit did not write (`ForeignFiles`). Collisions go to the post with the
/// lower id; later ones get `-2`, `-3`...
package enum PostPaths {
    /// First path segments (lowercased) the site's own pages and files use, and names static hosts
    /// and web servers give a meaning (GitHub Pages, Netlify, Cloudflare Pages, Vercel, Firebase,
    /// Azure, Apache, IIS, crawlers and browsers). Names starting with `.` (`.well-known`,
    /// `.htaccess`, `.nojekyll`) are never a post's path anyway.
    static let reserved: Set<String> = [
        "page", "category", "tags", "archive", "search", "index.html", "404.html", "feed.xml", "atom.xml",
        "feed.json", "sitemap.xml", "robots.txt", "style.css", "search.js", "media",
        "cname", "_config.yml", "_redirects", "_headers", "_routes.json", "_worker.js", "netlify.toml", "vercel.json",
        "firebase.json", "staticwebapp.config.json", "web.config", "favicon.ico", "apple-touch-icon.png",
        "ads.txt", "app-ads.txt", "humans.txt", "security.txt", "crossdomain.xml", "clientaccesspolicy.xml",
        "browserconfig.xml", "manifest.json", "site.webmanifest",
    ]
    private static let droppedExtensions: Set<String> = ["html", "htm", "php", "asp", "aspx", "shtml"]

    /// The page of every post, by post id. `files` are the other files the site writes (the
    /// templates' assets, `img/logo.png`): a link's path that is one of them, or lies under one,
    /// would need a directory where a file is (and one whose page is one of them would overwrite
    /// it), so such a post gets `posts/SLUG/` too.
    package static func assign(_ posts: [Post], files: Set<String> = []) -> [Int64: SitePath] {
        assign(posts, files: files, foreign: nil, root: BlogRoot(baseURL: nil)).paths
    }

    /// The page of every post, as `assign(_:files:)` gives it, but never where `foreign` finds a
    /// file blogkit did not write: such a post gets `posts/SLUG/` (itself free of them), and a
    /// warning saying so. A link below the site's `root` is read from there (``BlogRoot``).
    static func assign(
        _ posts: [Post], files: Set<String>, foreign: ForeignFiles?, root: BlogRoot
    ) -> (paths: [Int64: SitePath], warnings: [String]) {
        var taken = Set<String>()
        var paths: [Int64: SitePath] = [:]
        var warnings: [String] = []
        for post in posts.sorted(by: { $0.id < $1.id }) {
            let slug = "posts/" + Slug.make(post.title, fallback: "post-\(post.id)")
            var base = mirrored(post.link, root: root).flatMap { isBlocked($0, by: files) ? nil : $0 } ?? slug
            var path = Slug.unique(base, in: &taken)
            var displaced: (link: String, obstacle: ForeignFiles.Obstacle)?
            while let obstacle = foreign?.obstacle(at: path) {
                if base != slug {
                    displaced = (base, obstacle)
                    base = slug
                }
                path = Slug.unique(base, in: &taken)
            }
            paths[post.id] = SitePath(path + "/")
            if let displaced, let foreign {
                warnings.append(warning(link: displaced.link, obstacle: displaced.obstacle, in: foreign.name, instead: path))
            }
        }
        return (paths, warnings)
    }

    /// `the post linked to about/ would replace output/about/index.html, which blogkit did not
    /// write; it is at posts/about/ instead`
    private static func warning(link: String, obstacle: ForeignFiles.Obstacle, in output: String, instead: String) -> String {
        let clash = switch obstacle {
        case let .page(file): "replace \(output)/\(file), which blogkit did not write"
        case let .file(file): "need \(output)/\(file), which blogkit did not write, to be a folder"
        }
        return "the post linked to \(link)/ would \(clash); it is at \(instead)/ instead"
    }

    /// Whether the page directory `path` (no trailing slash) is, or lies under, one of `files`,
    /// or its page would be one of them.
    private static func isBlocked(_ path: String, by files: Set<String>) -> Bool {
        guard !files.isEmpty else { return false }
        if files.contains(path) || files.contains(path + "/index.html") { return true }
        var prefix = Substring(path)
        while let slash = prefix.lastIndex(of: "/") {
            prefix = prefix[..<slash]
            if files.contains(String(prefix)) { return true }
        }
        return false
    }

    /// The longest segment of a post's path taken from its link, in UTF-8 bytes (under the usual
    /// file name limit of 255, leaving room for the `-2` of a collision).
    static let maxSegmentBytes = 200
    /// The longest post path taken from a link, in UTF-8 bytes: past it the post gets `posts/SLUG/`.
    static let maxPathBytes = 1024

    /// The directory an http(s) post link's path maps to (no trailing slash), or nil when it has
    /// none usable (another scheme, such as a hostile `javascript:`, never names a path here).
    ///
    /// Each segment is percent-decoded on its own and must then be safe (`SafePath.isSafe`: no
    /// `.` or `..`, no hidden name, no separator, NUL or control character) and at most
    /// `maxSegmentBytes` long, the whole at most `maxPathBytes`; a segment named `index.html`
    /// (the file every page directory holds) is refused too. Anything else is nil, never a path
    /// with the bad part dropped.
    package static func mirrored(_ link: String?) -> String? {
        mirrored(link, root: BlogRoot(baseURL: nil))
    }

    /// The page directory of `link` on a site served under `root` (``BlogRoot``), as
    /// ``mirrored(_:)`` makes it.
    static func mirrored(_ link: String?, root: BlogRoot) -> String? {
        guard let link, let components = URLComponents(string: link),
            ["http", "https"].contains(components.scheme?.lowercased() ?? ""),
            components.query?.isEmpty ?? true
        else { return nil }
        var segments: [String] = []
        for encoded in root.relative(components.percentEncodedPath).split(separator: "/") {
            guard let segment = encoded.removingPercentEncoding else { return nil }
            segments.append(segment)
        }
        if let last = segments.last, let dot = last.lastIndex(of: "."),
            droppedExtensions.contains(last[last.index(after: dot)...].lowercased())
        {
            segments[segments.count - 1] = String(last[..<dot])
        }
        if segments.last == "index" { segments.removeLast() }
        guard let first = segments.first, !reserved.contains(first.lowercased()),
            segments.allSatisfy({ $0 != "index.html" && $0.utf8.count <= maxSegmentBytes && SafePath.isSafe($0[...]) })
        else { return nil }
        let path = segments.joined(separator: "/")
        return path.utf8.count <= maxPathBytes ? path : nil
    }
}
