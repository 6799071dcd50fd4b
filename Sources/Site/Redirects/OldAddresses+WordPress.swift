import Archive
import Foundation

/// The WordPress addresses beyond a post's own and the tag and feed archives
/// (see ``OldAddresses``): categories and tags by the export's slugs and ids (`/?cat=7`,
/// `/?tag=tag-1`), archive pages, comment feeds and attachment pages.
extension OldAddresses {
    /// WordPress's posts per page unless the blog chose otherwise (the export does not say).
    static let wordPressPostsPerPage = 10

    /// `/category/categ-1/` and, for a child category, `/category/parent/categ-1/` (WordPress's
    /// own address for it; it answers the short form too), and `/tag/tag-1/`, by the slugs the
    /// export gave (``StoredTerm``), with their feeds, their pages (`page/2/`) and their query
    /// links (`/?cat=7` by id, `/?tag=tag-1`). A category and a tag of one name are one term on
    /// the site: the old addresses of both lead to it.
    static func wordPressTerms(_ content: SiteContent, into collector: inout Collector) {
        let categories = Dictionary(
            content.oldTerms.filter { $0.domain == "category" }.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let siteCategories = Dictionary(content.categories.indices.map { (SiteContent.key(content.categories[$0].name), $0) }) { a, _ in a }
        let siteTags = Dictionary(content.tags.indices.map { (SiteContent.key(content.tags[$0].name), $0) }) { a, _ in a }
        /// The site's category or tag of `name`, the old term's own kind first, and its pages.
        func siteTerm(_ old: StoredTerm) -> (term: SiteTerm, page: (Int) -> SitePage)? {
            let key = SiteContent.key(old.name)
            let asCategory = siteCategories[key].map { index in (content.categories[index], { SitePage.category(index, number: $0) }) }
            let asTag = siteTags[key].map { index in (content.tags[index], { SitePage.tag(index, number: $0) }) }
            return old.domain == "category" ? asCategory ?? asTag : asTag ?? asCategory
        }
        for old in content.oldTerms {
            guard let (term, page) = siteTerm(old) else { continue }
            if old.domain == "category", let id = old.id {
                collector.add(OldAddress(path: "/", query: .init(name: "cat", value: String(id)), target: term.address))
            } else if old.domain == "post_tag", isQueryValue(old.slug) {
                collector.add(OldAddress(path: "/", query: .init(name: "tag", value: old.slug), target: term.address))
            }
            let prefix = old.domain == "category" ? "/category/" : "/tag/"
            let chain = old.domain == "category" ? categoryChain(old, in: categories) : [old.slug]
            for segments in chain.count > 1 ? [chain, [old.slug]] : [chain] where segments.allSatisfy(isSlug) {
                let folder = prefix + segments.map(encodedSlug).joined(separator: "/") + "/"
                collector.add(OldAddress(path: folder, query: nil, target: term.address))
                if content.info.baseURL != nil {
                    collector.add(OldAddress(path: folder + "feed/", query: nil, target: term.feed))
                }
                pages(from: folder, of: term, content: content, page: page, into: &collector)
            }
        }
        // The site's own slugs are the old ones where the export gave none (`wordPressArchives`).
        for (index, term) in content.categories.enumerated() {
            pages(from: "/" + SitePath.percentEncoded(term.path.directory), of: term, content: content,
                  page: { SitePage.category(index, number: $0) }, into: &collector)
        }
        for (index, term) in content.tags.enumerated() {
            pages(from: "/tag/\(lastSegment(of: term.path))/", of: term, content: content,
                  page: { SitePage.tag(index, number: $0) }, into: &collector)
        }
    }

    /// The home page's pages, `/page/2/`..., and the blog's comment feed, `/comments/feed/`: the
    /// new site has no comment feeds, and its own feed answers, so that a feed reader keeps
    /// reading a feed.
    static func wordPressPages(_ content: SiteContent, into collector: inout Collector) {
        for (number, target) in oldPages(count: content.posts.count, content: content, page: { .home(number: $0) }) {
            collector.add(OldAddress(path: "/page/\(number)/", query: nil, target: target))
            // A blog without pretty permalinks paged it as `/?paged=2`.
            collector.add(OldAddress(path: "/", query: .init(name: "paged", value: String(number)), target: target))
        }
        if content.info.baseURL != nil {
            collector.add(OldAddress(path: "/comments/feed/", query: nil, target: RSSFeed.file))
        }
    }

    /// The addresses of one post or page's comment feed and attachment pages: a post's comment
    /// feed (`/slug/feed/`) sends its reader to the post, where its comments are (the new site
    /// has no comment feeds); an attachment's page (`/slug/name/`, `/slug/attachment/name/`,
    /// `/?attachment_id=24`) sends its reader to the post it is in.
    static func wordPressPostPages(_ entry: SitePost, content: SiteContent, host: OldBlog, into collector: inout Collector) {
        let target = entry.path.directory
        let link = entry.post.link.flatMap { ownURL($0, host: host) }
        let folder = link.flatMap { $0.query == nil && $0.percentEncodedPath.hasSuffix("/") && $0.percentEncodedPath.count > 1 ? $0.percentEncodedPath : nil }
        if let folder { collector.add(OldAddress(path: folder + "feed/", query: nil, target: target)) }
        let root = exportID(entry.post.guid, host: host)?.root ?? "/"
        for media in entry.post.media {
            if let id = media.exportID {
                collector.add(OldAddress(path: root, query: .init(name: "attachment_id", value: String(id)), target: target))
            }
            guard let page = media.link.flatMap({ ownURL($0, host: host) }) else { continue }
            if let item = page.queryItems, item.count == 1, item[0].name == "attachment_id", let id = item[0].value,
               !id.isEmpty, id.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                collector.add(OldAddress(path: root, query: .init(name: "attachment_id", value: id), target: target))
            } else if page.query == nil, !page.percentEncodedPath.isEmpty {
                collector.add(OldAddress(path: page.percentEncodedPath, query: nil, target: target))
                // WordPress answers both `/slug/name/` and `/slug/attachment/name/`.
                guard let folder, page.percentEncodedPath.hasPrefix(folder) else { continue }
                let rest = page.percentEncodedPath.dropFirst(folder.count)
                let other = rest.hasPrefix("attachment/") ? String(rest.dropFirst("attachment/".count)) : "attachment/" + rest
                if !other.isEmpty { collector.add(OldAddress(path: folder + other, query: nil, target: target)) }
            }
        }
    }

    /// The pages 2 and on as WordPress paged `term`'s list at `folder` (`folder/page/2/`), each
    /// sent to the site's page that holds the first post it showed; all of them to where the
    /// term is listed when it has no page of its own.
    private static func pages(
        from folder: String, of term: SiteTerm, content: SiteContent, page: (Int) -> SitePage, into collector: inout Collector
    ) {
        let pages = term.hasPage
            ? oldPages(count: term.posts.count, content: content, page: page)
            : oldPageNumbers(term.posts.count).map { ($0, term.address) }
        for (number, target) in pages {
            collector.add(OldAddress(path: "\(folder)page/\(number)/", query: nil, target: target))
        }
    }

    /// The numbers of the pages 2 and on WordPress made of a list of `count` posts, each with
    /// the folder of the site's page (`page(n)`) that holds the first post it showed.
    private static func oldPages(count: Int, content: SiteContent, page: (Int) -> SitePage) -> [(number: Int, target: String)] {
        oldPageNumbers(count).map { number in
            (number, content.path(of: page((number - 1) * wordPressPostsPerPage / content.postsPerPage + 1)).directory)
        }
    }

    /// 2, 3... up to the number of pages WordPress made of a list of `count` posts.
    private static func oldPageNumbers(_ count: Int) -> [Int] {
        let old = (count + wordPressPostsPerPage - 1) / wordPressPostsPerPage
        return old >= 2 ? Array(2...old) : []
    }

    /// Date archives as a blog without pretty permalinks linked them (`/?m=2012`, `/?m=201201`),
    /// and the pages of date archives (`/2012/page/2/`, `/2012/01/page/2/`): the site lists a
    /// year or a month on one page.
    static func wordPressDates(_ content: SiteContent, into collector: inout Collector) {
        for year in content.years {
            collector.add(OldAddress(path: "/", query: .init(name: "m", value: year.title), target: year.path.directory))
            datePages(from: "/\(year.title)/", count: year.posts.count, target: year.path.directory, into: &collector)
            for month in year.months {
                let parts = month.path.directory.split(separator: "/")
                guard parts.count == 3 else { continue }
                collector.add(OldAddress(path: "/", query: .init(name: "m", value: "\(parts[1])\(parts[2])"), target: month.path.directory))
                datePages(from: "/\(parts[1])/\(parts[2])/", count: month.posts.count, target: month.path.directory, into: &collector)
            }
        }
    }

    private static func datePages(from folder: String, count: Int, target: String, into collector: inout Collector) {
        for number in oldPageNumbers(count) { collector.add(OldAddress(path: "\(folder)page/\(number)/", query: nil, target: target)) }
    }

    /// The slugs of `term`'s parents, then its own: `["parent", "child"]`.
    private static func categoryChain(_ term: StoredTerm, in categories: [String: StoredTerm]) -> [String] {
        var chain = [term.slug]
        var parent = term.parent
        while let slug = parent, !chain.contains(slug), chain.count < 16 {
            chain.insert(slug, at: 0)
            parent = categories[slug]?.parent
        }
        return chain
    }

    /// A slug as a browser sends it in a path: WordPress's lowercase percent escapes decoded
    /// and encoded again.
    private static func encodedSlug(_ slug: String) -> String {
        SitePath.percentEncoded(slug.removingPercentEncoding ?? slug)
    }

    /// True when `slug` can stand in a query rule as itself: WordPress's slug characters only
    /// (an export is a stranger's file: no `{placeholder}` for Caddy, no `$variable` for nginx).
    private static func isQueryValue(_ slug: String) -> Bool {
        !slug.isEmpty && slug.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
    }

    private static func isSlug(_ slug: String) -> Bool {
        let decoded = slug.removingPercentEncoding ?? slug
        return SafePath.isSafe(Substring(decoded)) && !decoded.contains("/")
    }
}
