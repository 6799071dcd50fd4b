/// The Mustache context of each page: what every page has (`site`, `root`, `canonical`,
/// `description`) plus the page's own values. See the default templates for how each key is used.
extension SiteContent {
    func context(for page: SitePage) -> [String: Any] {
        let root = root(of: page)
        var context = pageValues(page, root: root)
        var site: [String: Any] = [
            "title": info.title, "language": info.language, "feeds": info.baseURL != nil, "hasTags": !tags.isEmpty,
        ]
        if let description = info.description, !description.isEmpty { site["description"] = description }
        context["site"] = site
        context["root"] = root
        if context["description"] == nil, let description = info.description, !description.isEmpty {
            context["description"] = description
        }
        if let base = info.baseURL, page != .notFound {
            context["canonical"] = path(of: page).absolute(under: base)
        }
        return context
    }

    private func pageValues(_ page: SitePage, root: String) -> [String: Any] {
        switch page {
        case let .home(number):
            var (shown, context) = paginated(Array(posts.indices), number: number, root: root) { .home(number: $0) }
            context["posts"] = shown.map { summary($0, root: root) }
            return context
        case let .post(index):
            return postContext(index)
        case let .standalone(index):
            return pageContext(index)
        case .categories:
            let list = termList(categories, root: root)
            return ["categories": list, "hasCategories": !list.isEmpty]
        case let .category(index, number):
            return termContext(categories[index], key: "category", number: number, root: root) { .category(index, number: $0) }
        case .tags:
            let list = termList(tags, root: root)
            return ["tags": list, "hasTags": !list.isEmpty]
        case let .tag(index, number):
            return termContext(tags[index], key: "tag", number: number, root: root) { .tag(index, number: $0) }
        case .archive:
            return archiveContext(root: root)
        case let .year(index):
            let year = years[index]
            return ["period": year.title, "groups": year.months.map { group($0, root: root, showTitle: true) }]
        case let .month(year, month):
            let period = years[year].months[month]
            return ["period": period.title, "groups": [group(period, root: root, showTitle: false)]]
        case .search, .notFound:
            return [:]
        }
    }

    /// Page `number` of a list of posts (`indices`, newest first): the posts it shows, and its
    /// `pagination` (number, count, links to its neighbours, made by `page`).
    private func paginated(
        _ indices: [Int], number: Int, root: String, page: (Int) -> SitePage
    ) -> (shown: ArraySlice<Int>, context: [String: Any]) {
        let count = pageCount(indices.count)
        let start = min(indices.count, (number - 1) * postsPerPage)
        var pagination: [String: Any] = ["number": number, "count": count]
        if number > 1 { pagination["newer"] = path(of: page(number - 1)).href(from: root) }
        if number < count { pagination["older"] = path(of: page(number + 1)).href(from: root) }
        let context: [String: Any] = ["pagination": pagination, "paginated": count > 1, "first": number == 1]
        return (indices[start..<min(indices.count, start + postsPerPage)], context)
    }

    private func termList(_ terms: [SiteTerm], root: String) -> [[String: Any]] {
        terms.map { ["name": $0.name, "url": $0.path.href(from: root), "count": $0.posts.count] }
    }

    /// Page `number` of a category's or tag's posts, the term under `key`; `feed` is the term's
    /// own feed when the site has feeds.
    private func termContext(
        _ term: SiteTerm, key: String, number: Int, root: String, page: (Int) -> SitePage
    ) -> [String: Any] {
        var (shown, context) = paginated(term.posts, number: number, root: root, page: page)
        context["posts"] = shown.map { listItem($0, root: root) }
        context[key] = ["name": term.name, "count": Self.count(term.posts.count)]
        if info.baseURL != nil {
            context["feed"] = ["title": "\(info.title): \(term.name)", "url": root + SitePath.percentEncoded(term.path.directory) + RSSFeed.file]
        }
        return context
    }

    private func archiveContext(root: String) -> [String: Any] {
        let list = years.map { year -> [String: Any] in
            ["title": year.title, "url": year.path.href(from: root), "count": year.posts.count,
             "months": year.months.map { month -> [String: Any] in
                 ["title": month.title, "url": month.path.href(from: root), "count": month.posts.count,
                  "posts": month.posts.map { listItem($0, root: root) }]
             }]
        }
        let undated = posts.indices.filter { posts[$0].date == nil }.map { listItem($0, root: root) }
        return ["years": list, "undated": undated, "hasUndated": !undated.isEmpty, "total": Self.count(posts.count)]
    }

    private func group(_ period: ArchivePeriod, root: String, showTitle: Bool) -> [String: Any] {
        ["title": period.title, "url": period.path.href(from: root), "count": period.posts.count,
         "showTitle": showTitle, "posts": period.posts.map { listItem($0, root: root) }]
    }

    /// `1 post`, `12 posts`.
    static func count(_ posts: Int) -> String { posts == 1 ? "1 post" : "\(posts) posts" }
}
