/// The Mustache context of each page: what every page has (`site`, `root`, `canonical`) plus
/// the page's own values. See the default templates for how each key is used.
extension SiteContent {
    func context(for page: SitePage) -> [String: Any] {
        let root = root(of: page)
        var context = pageValues(page, root: root)
        var site: [String: Any] = ["title": info.title, "language": info.language, "feeds": info.baseURL != nil]
        if let description = info.description, !description.isEmpty { site["description"] = description }
        context["site"] = site
        context["root"] = root
        if let base = info.baseURL, page != .notFound {
            context["canonical"] = path(of: page).absolute(under: base)
        }
        return context
    }

    private func pageValues(_ page: SitePage, root: String) -> [String: Any] {
        switch page {
        case let .home(number):
            return homeContext(number, root: root)
        case let .post(index):
            return postContext(index)
        case let .standalone(index):
            return pageContext(index)
        case .categories:
            let list = categories.map { category -> [String: Any] in
                ["name": category.name, "url": category.path.href(from: root), "count": category.posts.count]
            }
            return ["categories": list, "hasCategories": !list.isEmpty]
        case let .category(index):
            let category = categories[index]
            return ["category": ["name": category.name, "count": Self.count(category.posts.count)],
                    "posts": category.posts.map { listItem($0, root: root) }]
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

    private func homeContext(_ number: Int, root: String) -> [String: Any] {
        let start = (number - 1) * Self.pageSize
        let indices = start..<min(posts.count, start + Self.pageSize)
        var pagination: [String: Any] = ["number": number, "count": homePageCount]
        if number > 1 { pagination["newer"] = path(of: .home(number: number - 1)).href(from: root) }
        if number < homePageCount { pagination["older"] = path(of: .home(number: number + 1)).href(from: root) }
        return [
            "posts": indices.map { summary($0, root: root) },
            "pagination": pagination,
            "paginated": homePageCount > 1,
            "first": number == 1,
        ]
    }

    private func archiveContext(root: String) -> [String: Any] {
        let list = years.map { year -> [String: Any] in
            ["title": year.title, "url": year.path.href(from: root), "count": year.posts.count,
             "months": year.months.map { month -> [String: Any] in
                 ["title": month.title, "url": month.path.href(from: root), "count": month.posts.count]
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
