import Mustache

/// The Mustache context of each page: what every page has (`site`, `root`, `canonical`,
/// `description`) plus the page's own values. See the default templates for how each key is used.
extension SiteContent {
    func context(for page: SitePage) throws(SiteError) -> PageValues {
        let root = root(of: page)
        let values = try pageValues(page, root: root)
        let siteDescription = info.description.flatMap { $0.isEmpty ? nil : $0 }
        let site = SiteValues(
            title: info.title, language: info.language, feeds: info.baseURL != nil, hasTags: !tags.isEmpty,
            description: siteDescription)
        var canonical: String?
        if let base = info.baseURL, page != .notFound { canonical = path(of: page).absolute(under: base) }
        return PageValues(
            site: site, root: root, canonical: canonical, description: values.description ?? siteDescription,
            page: values.values, moved: hasMovedScript && page == .home(number: 1),
            movedTerms: hasMovedTermsScript && page == .notFound)
    }

    /// The page's own values, and its own description (a post's) when it has one.
    private func pageValues(_ page: SitePage, root: String) throws(SiteError) -> (values: any MustacheParent, description: String?) {
        switch page {
        case let .home(number):
            let (shown, pagination) = paginated(Array(posts.indices), number: number, root: root) { .home(number: $0) }
            // The page's excerpts (and the Markdown of those that link to a post) in one read.
            let listed = try bodies.with(summaryParts, shown.map { posts[$0] })
            return (pagination.listing(try listed.map { post throws(SiteError) in try summary(of: post, root: root) }), nil)
        case let .post(index):
            let (values, description) = try postContext(index)
            return (values, description)
        case let .standalone(index):
            let (values, description) = try pageContext(index)
            return (values, description)
        case .categories:
            return (TermIndexValues(key: "categories", flag: "hasCategories", terms: termList(categories, root: root)), nil)
        case let .category(index, number):
            var values = termContext(categories[index], number: number, root: root) { .category(index, number: $0) }
            values.category = TermValues(name: categories[index].name, count: Self.count(categories[index].posts.count))
            return (values, nil)
        case .tags:
            return (TermIndexValues(key: "tags", flag: "hasTags", terms: termList(tags, root: root)), nil)
        case let .tag(index, number):
            var values = termContext(tags[index], number: number, root: root) { .tag(index, number: $0) }
            values.tag = TermValues(name: tags[index].name, count: Self.count(tags[index].posts.count))
            return (values, nil)
        case .archive:
            return (archiveContext(root: root), nil)
        case let .year(index):
            let year = years[index]
            return (PeriodPageValues(period: year.title, groups: year.months.map { group($0, root: root, showTitle: true) }), nil)
        case let .month(year, month):
            let period = years[year].months[month]
            return (PeriodPageValues(period: period.title, groups: [group(period, root: root, showTitle: false)]), nil)
        case .search, .notFound:
            return (NoValues(), nil)
        }
    }

    /// Page `number` of a list of posts (`indices`, newest first): the posts it shows, and its
    /// pagination (number, count, links to its neighbours, made by `page`).
    private func paginated(
        _ indices: [Int], number: Int, root: String, page: (Int) -> SitePage
    ) -> (shown: ArraySlice<Int>, pagination: PaginationValues) {
        let count = pageCount(indices.count)
        let start = min(indices.count, (number - 1) * postsPerPage)
        let pagination = PaginationValues(
            number: number, count: count,
            newer: number > 1 ? path(of: page(number - 1)).href(from: root) : nil,
            older: number < count ? path(of: page(number + 1)).href(from: root) : nil)
        return (indices[start..<min(indices.count, start + postsPerPage)], pagination)
    }

    /// The terms of an index page; those without a page of their own with their anchor and posts.
    private func termList(_ terms: [SiteTerm], root: String) -> [TermValues] {
        terms.map { term in
            var values = TermValues(name: term.name, url: term.href(from: root), count: String(term.posts.count))
            if !term.hasPage {
                values.anchor = term.slug
                values.posts = PostList(indices: term.posts) { listItem($0, root: root) }
            }
            return values
        }
    }

    /// Page `number` of a category's or tag's posts; `feed` is the term's own feed when the site
    /// has feeds. The caller sets the term itself.
    private func termContext(
        _ term: SiteTerm, number: Int, root: String, page: (Int) -> SitePage
    ) -> ListPageValues {
        let (shown, pagination) = paginated(term.posts, number: number, root: root, page: page)
        var values = pagination.listing(shown.map { listItem($0, root: root) })
        if info.baseURL != nil {
            values.feed = FeedValues(
                title: "\(info.title): \(term.name)", url: root + SitePath.percentEncoded(term.path.directory) + RSSFeed.file)
        }
        return values
    }

    private func archiveContext(root: String) -> ArchiveValues {
        let list = years.map { year in
            var values = PeriodValues(title: year.title, url: year.path.href(from: root), count: year.posts.count)
            values.months = year.months.map { month in
                var values = PeriodValues(title: month.title, url: month.path.href(from: root), count: month.posts.count)
                values.posts = PostList(indices: month.posts) { listItem($0, root: root) }
                return values
            }
            return values
        }
        let undated = PostList(indices: posts.indices.filter { posts[$0].date == nil }) { listItem($0, root: root) }
        return ArchiveValues(years: list, undated: undated, total: Self.count(posts.count))
    }

    private func group(_ period: ArchivePeriod, root: String, showTitle: Bool) -> PeriodValues {
        var values = PeriodValues(title: period.title, url: period.path.href(from: root), count: period.posts.count)
        values.showTitle = showTitle
        values.posts = PostList(indices: period.posts) { listItem($0, root: root) }
        return values
    }

    /// `1 post`, `12 posts`.
    static func count(_ posts: Int) -> String { posts == 1 ? "1 post" : "\(posts) posts" }
}

extension PaginationValues {
    /// A page of `posts` with this pagination: `paginated` when there is more than one page,
    /// `first` on the first.
    fileprivate func listing(_ posts: [PostValues]) -> ListPageValues {
        ListPageValues(posts: posts, pagination: self, paginated: count > 1, first: number == 1)
    }
}
