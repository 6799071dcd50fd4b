import Foundation

/// Every address the old blog served a post, page, archive or feed at that the new site does not
/// answer at the same path, with where the new site has it (see ``OldAddress``).
///
/// - Posts and pages: the path of their link when the site's page is elsewhere (a Blogger
///   `2011/05/java-logging.html`, a link on the old host whose path was not usable), and
///   WordPress's own `/?p=ID` and `/?page_id=ID` (from the post id of an export, the guid of a
///   WordPress feed's item, or the link itself on a blog without pretty permalinks). Then the
///   links an earlier import recorded (``Post/earlierLinks``: the permalinks changed), unless
///   another post's page is there now.
/// - Archives, when the posts came from WordPress: `/tag/x/` (blogkit's are `tags/x/`), date
///   archives `/2012/` and `/2012/01/`; from Blogger: labels `/search/label/X` and date
///   archives. Category pages keep WordPress's `/category/x/`.
/// - Feeds, when the site writes them (a base URL is set): WordPress's `/feed/`, `/feed/rss2/`,
///   `/feed/atom/`, `/?feed=rss2`, `/category/x/feed/`, `/tag/x/feed/`; Blogger's
///   `/feeds/posts/default` (Atom; `?alt=rss` RSS), `/rss.xml` and `/feeds/posts/default/-/X`.
///
/// Only links on the old blog's own host count (the host most post links share), so a post that
/// links elsewhere never claims a path of the new site.
enum OldAddresses {
    /// The addresses of `content`'s posts, pages, archives and feeds, in that order, each old
    /// address once (the first claim wins).
    static func of(_ content: SiteContent) -> [OldAddress] {
        var collector = Collector()
        let entries = content.posts + content.standalone
        let host = OldBlog(host: mainHost(of: entries.compactMap { $0.post.link }), root: BlogRoot(baseURL: content.info.baseURL))
        var wordPress = false
        var blogger = false
        for entry in entries {
            let target = entry.path.directory
            if entry.post.guid.hasPrefix("tag:blogger.com,") { blogger = true }
            if let link = entry.post.link.flatMap({ ownURL($0, host: host) }), addLink(link, target: target, into: &collector) {
                wordPress = true
            }
            if let guid = ownURL(entry.post.guid, host: host), let query = wordPressQuery(guid) {
                wordPress = true
                collector.add(OldAddress(path: "/", query: query, target: target))
            }
            if let (root, id) = exportID(entry.post.guid, host: host) {
                wordPress = true
                collector.add(OldAddress(path: root, query: .init(name: "p", value: id), target: target))
                if entry.post.kind == .page { collector.add(OldAddress(path: root, query: .init(name: "page_id", value: id), target: target)) }
            }
        }
        // After every current link: a path another post has now is that post's.
        let pages = Set(entries.map(\.path.directory))
        for entry in entries {
            for link in entry.post.earlierLinks {
                guard let url = ownURL(link, host: host), !isPage(url.percentEncodedPath, of: pages) else { continue }
                if addLink(url, target: entry.path.directory, into: &collector) { wordPress = true }
            }
        }
        if wordPress {
            wordPressArchives(content, into: &collector)
            wordPressTerms(content, into: &collector)
            wordPressPages(content, into: &collector)
            wordPressDates(content, into: &collector)
            for entry in entries { wordPressPostPages(entry, content: content, host: host, into: &collector) }
        }
        if blogger { bloggerArchives(content, into: &collector) }
        if wordPress || blogger { dateArchives(content, into: &collector) }
        return collector.addresses
    }

    /// Adds the old address of a post's link (current or earlier), `url` on the old blog's host
    /// (``ownURL(_:host:)``): its path when the page in `target` is elsewhere, or WordPress's
    /// `/?p=ID`; true for the latter.
    private static func addLink(_ url: URLComponents, target: String, into collector: inout Collector) -> Bool {
        if let query = wordPressQuery(url) {
            collector.add(OldAddress(path: "/", query: query, target: target))
            return true
        }
        if url.query == nil {
            let path = url.percentEncodedPath.isEmpty ? "/" : url.percentEncodedPath
            if !answers(path, target) { collector.add(OldAddress(path: path, query: nil, target: target)) }
        }
        return false
    }

    /// Adds each old address once, in order.
    struct Collector {
        private(set) var addresses: [OldAddress] = []
        private var seen: Set<String> = []

        mutating func add(_ address: OldAddress) {
            if seen.insert(address.display).inserted { addresses.append(address) }
        }
    }

    private static func wordPressArchives(_ content: SiteContent, into collector: inout Collector) {
        let feeds = content.info.baseURL != nil
        for tag in content.tags {
            let slug = lastSegment(of: tag.path)
            collector.add(OldAddress(path: "/tag/\(slug)/", query: nil, target: tag.address))
            if feeds { collector.add(OldAddress(path: "/tag/\(slug)/feed/", query: nil, target: tag.feed)) }
        }
        for category in content.categories {
            let folder = "/" + SitePath.percentEncoded(category.path.directory)
            // WordPress's category pages are the site's own, unless the category has none.
            if !category.hasPage { collector.add(OldAddress(path: folder, query: nil, target: category.address)) }
            if feeds { collector.add(OldAddress(path: folder + "feed/", query: nil, target: category.feed)) }
        }
        if feeds {
            for path in ["/feed/", "/feed/rss/", "/feed/rss2/", "/feed/rdf/"] {
                collector.add(OldAddress(path: path, query: nil, target: RSSFeed.file))
            }
            collector.add(OldAddress(path: "/feed/atom/", query: nil, target: AtomFeed.file))
            for name in ["rss", "rss2"] {
                collector.add(OldAddress(path: "/", query: .init(name: "feed", value: name), target: RSSFeed.file))
            }
            collector.add(OldAddress(path: "/", query: .init(name: "feed", value: "atom"), target: AtomFeed.file))
        }
    }

    private static func bloggerArchives(_ content: SiteContent, into collector: inout Collector) {
        let feeds = content.info.baseURL != nil
        if feeds {
            collector.add(OldAddress(path: "/feeds/posts/default", query: .init(name: "alt", value: "rss"), target: RSSFeed.file))
            collector.add(OldAddress(path: "/feeds/posts/default", query: nil, target: AtomFeed.file))
            collector.add(OldAddress(path: "/feeds/posts/summary", query: nil, target: AtomFeed.file))
            // The site has no comment feed: the blog's comment feed reader keeps reading a feed.
            collector.add(OldAddress(path: "/feeds/comments/default", query: nil, target: AtomFeed.file))
            collector.add(OldAddress(path: "/rss.xml", query: nil, target: RSSFeed.file))
        }
        for term in content.categories + content.tags {
            let label = SitePath.percentEncoded(term.name).replacingOccurrences(of: "/", with: "%2F")
            collector.add(OldAddress(path: "/search/label/" + label, query: nil, target: term.address))
            if feeds {
                collector.add(OldAddress(path: "/feeds/posts/default/-/" + label, query: nil, target: term.feed))
            }
        }
    }

    /// `/2012/` and `/2012/01/`, which WordPress and Blogger both answer with that period's posts.
    private static func dateArchives(_ content: SiteContent, into collector: inout Collector) {
        for year in content.years {
            collector.add(OldAddress(path: "/" + year.title + "/", query: nil, target: year.path.directory))
            for month in year.months {
                let parts = month.path.directory.split(separator: "/")
                guard parts.count == 3 else { continue }
                collector.add(OldAddress(path: "/\(parts[1])/\(parts[2])/", query: nil, target: month.path.directory))
            }
        }
    }

    /// `string` as an http(s) URL on the old blog's host, else nil; its path is from the site's
    /// root (``BlogRoot``), so every old path is where the site has it.
    static func ownURL(_ string: String, host blog: OldBlog) -> URLComponents? {
        guard var url = URLComponents(string: string), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let urlHost = url.host?.lowercased(), hostKey(urlHost) == blog.host
        else { return nil }
        url.percentEncodedPath = blog.root.relative(url.percentEncodedPath)
        return url
    }

    /// The blog's root path (`/`, `/blog/`) and the post id of an item a WordPress export
    /// gave (its key is `wxr:BLOG#ID`), when the blog is on `host`; else nil.
    static func exportID(_ guid: String, host: OldBlog) -> (root: String, id: String)? {
        guard guid.hasPrefix("wxr:"), let hash = guid.lastIndex(of: "#") else { return nil }
        let id = String(guid[guid.index(after: hash)...])
        guard !id.isEmpty, id.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let blog = ownURL(String(guid[guid.index(guid.startIndex, offsetBy: 4)..<hash]), host: host)
        else { return nil }
        let path = blog.percentEncodedPath
        return (path.hasSuffix("/") ? path : path + "/", id)
    }

    /// `p=123` or `page_id=7` of a WordPress link to the blog's root (`/?p=123`), else nil.
    private static func wordPressQuery(_ url: URLComponents) -> OldAddress.Query? {
        guard url.percentEncodedPath.isEmpty || url.percentEncodedPath == "/",
              let items = url.queryItems, items.count == 1, let item = items.first,
              item.name == "p" || item.name == "page_id",
              let value = item.value, !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return nil }
        return .init(name: item.name, value: value)
    }

    /// True when a static host answers the old `path` with the page in folder `target`: the same
    /// folder, with or without its trailing slash or `index.html`.
    private static func answers(_ path: String, _ target: String) -> Bool {
        guard let decoded = path.removingPercentEncoding else { return false }
        let relative = decoded.drop(while: { $0 == "/" })
        return relative == target || relative + "/" == target || relative == target + "index.html"
    }

    /// True when the old `path` is one of the site's `pages` (folders), so a static host answers it
    /// with that page.
    private static func isPage(_ path: String, of pages: Set<String>) -> Bool {
        guard let decoded = path.removingPercentEncoding else { return false }
        let relative = String(decoded.drop(while: { $0 == "/" }))
        return pages.contains(relative) || pages.contains(relative + "/")
    }

    /// The host most links share, `www.` set aside (the old blog's own), nil when there are none.
    static func mainHost(of links: [String]) -> String? {
        var counts: [String: Int] = [:]
        for link in links {
            guard let host = URLComponents(string: link)?.host?.lowercased() else { continue }
            counts[hostKey(host), default: 0] += 1
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    private static func hostKey(_ host: String) -> String {
        host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }

    static func lastSegment(of path: SitePath) -> String {
        SitePath.percentEncoded(String(path.directory.split(separator: "/").last ?? ""))
    }
}
