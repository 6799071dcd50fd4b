/// One page of the site, before rendering: which template, at which path.
enum SitePage: Sendable, Hashable {
    /// Page `number` (1-based) of the home page's excerpts.
    case home(number: Int)
    /// A post's page, by index in `SiteContent.posts`.
    case post(Int)
    /// A page's own page (a WordPress page), by index in `SiteContent.standalone`.
    case standalone(Int)
    /// The list of categories, with counts, and the posts of those without a page of their own.
    case categories
    /// Page `number` (1-based) of a category's posts, by index in `SiteContent.categories`.
    case category(Int, number: Int)
    /// The list of tags, with counts, and the posts of those without a page of their own.
    case tags
    /// Page `number` (1-based) of a tag's posts, by index in `SiteContent.tags`.
    case tag(Int, number: Int)
    /// Years and months, with counts and the posts' titles.
    case archive
    /// A year's posts, month by month.
    case year(Int)
    /// One month's posts.
    case month(year: Int, month: Int)
    case search
    case notFound

    /// The Mustache template that renders the page.
    var template: String {
        switch self {
        case .home: "index"
        case .post, .standalone: "post"
        case .categories: "categories"
        case .category: "category"
        case .tags: "tags"
        case .tag: "tag"
        case .archive: "archive"
        case .year, .month: "archive-period"
        case .search: "search"
        case .notFound: "404"
        }
    }
}

extension SiteContent {
    /// Pages of a list of `count` posts: at least one, even when empty.
    func pageCount(_ count: Int) -> Int { max(1, (count + postsPerPage - 1) / postsPerPage) }

    var homePageCount: Int { pageCount(posts.count) }

    /// Every page of the site, in a fixed order.
    var pages: [SitePage] {
        var pages: [SitePage] = (1...homePageCount).map { .home(number: $0) }
        pages += posts.indices.map(SitePage.post)
        pages += standalone.indices.map(SitePage.standalone)
        pages.append(.categories)
        for (index, category) in categories.enumerated() where category.hasPage {
            pages += (1...pageCount(category.posts.count)).map { .category(index, number: $0) }
        }
        pages.append(.tags)
        for (index, tag) in tags.enumerated() where tag.hasPage {
            pages += (1...pageCount(tag.posts.count)).map { .tag(index, number: $0) }
        }
        pages.append(.archive)
        for (year, period) in years.enumerated() {
            pages.append(.year(year))
            pages += period.months.indices.map { .month(year: year, month: $0) }
        }
        pages += [.search, .notFound]
        return pages
    }

    /// Where `page` lives; `404.html` is the one page that is not a directory's `index.html`.
    func file(of page: SitePage) -> String {
        page == .notFound ? "404.html" : path(of: page).file
    }

    func path(of page: SitePage) -> SitePath {
        switch page {
        case let .home(number): Self.numbered(.home, number)
        case let .post(index): posts[index].path
        case let .standalone(index): standalone[index].path
        case .categories: SitePath("category/")
        case let .category(index, number): Self.numbered(categories[index].path, number)
        case .tags: SitePath("tags/")
        case let .tag(index, number): Self.numbered(tags[index].path, number)
        case .archive: SitePath("archive/")
        case let .year(index): years[index].path
        case let .month(year, month): years[year].months[month].path
        case .search: SitePath("search/")
        case .notFound: .home
        }
    }

    /// Page `number` of a list whose first page is `first`: `first` itself, then `first/page/N/`.
    private static func numbered(_ first: SitePath, _ number: Int) -> SitePath {
        number == 1 ? first : SitePath("\(first.directory)page/\(number)/")
    }

    /// The prefix that leads from `page` to the site root. The 404 page is served for any
    /// missing URL, so its links start from the base URL's path (`/blog/`) when it is known.
    func root(of page: SitePage) -> String {
        guard page == .notFound else { return path(of: page).root }
        guard let base = info.baseURL, let slash = base.range(of: "://").flatMap({ base[$0.upperBound...].firstIndex(of: "/") })
        else { return "" }
        return String(base[slash...])
    }
}
