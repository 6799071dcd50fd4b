import Archive
import Foundation

/// Everything a build renders, computed once from the posts before any page is: post pages,
/// categories, archive periods and the link rewriter.
struct SiteContent: Sendable {
    let info: SiteInfo
    /// Newest first: by date, undated posts last, then by id, highest first.
    let posts: [SitePost]
    /// The pages (``PostKind/page``), in the same order: each has a page of its own, and is in
    /// no list, category, archive period or feed.
    let standalone: [SitePost]
    /// By name, case-insensitively.
    let categories: [SiteCategory]
    /// Newest first; undated posts are in no period.
    let years: [ArchivePeriod]
    let links: LinkRewriter

    /// The site's order of posts, `blogkit search`'s order of equal scores: by date, undated
    /// posts last, then by id, highest first.
    static func newestFirst(_ a: Post, _ b: Post) -> Bool {
        switch (a.published, b.published) {
        case let (x?, y?) where x != y: x > y
        case (.some, nil): true
        case (nil, .some): false
        default: a.id > b.id
        }
    }

    /// - Parameter files: the other files the site writes (templates' assets), which no post's
    ///   page may stand in the way of.
    init(posts unsorted: [Post], info: SiteInfo, files: Set<String> = []) {
        self.info = info
        let all = unsorted.sorted(by: Self.newestFirst)
        let pages = all.filter { $0.kind == .page }
        let paths = PostPaths.assign(all, files: files)
        let sorted = all.filter { $0.kind != .page }
        let categoryIndex = Self.categories(of: sorted)
        var categories = categoryIndex.categories
        var posts: [SitePost] = []
        posts.reserveCapacity(sorted.count)
        for (index, post) in sorted.enumerated() {
            let keys = Self.uniqueKeys(post.categoriesAndTags)
            let indices = keys.compactMap { categoryIndex.index[$0] }
            for category in indices { categories[category].posts.append(index) }
            posts.append(SitePost(
                post: post, path: paths[post.id] ?? SitePath("posts/post-\(post.id)/"),
                date: post.published.map(SiteDate.init), categories: indices))
        }
        self.posts = posts
        standalone = pages.map { page in
            SitePost(
                post: page, path: paths[page.id] ?? SitePath("posts/post-\(page.id)/"),
                date: page.published.map(SiteDate.init), categories: [])
        }
        self.categories = categories
        self.years = Self.periods(of: posts)
        var links: [(url: String, page: SitePath)] = []
        for post in posts + standalone {
            if let link = post.post.link { links.append((link, post.path)) }
            links.append((post.post.guid, post.path))
        }
        self.links = LinkRewriter(links: links)
    }

    /// Category names compare case-insensitively: `iOS` and `ios` are one category.
    static func key(_ name: String) -> String { name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }

    private static func uniqueKeys(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.map(key).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    private static func categories(of posts: [Post]) -> (categories: [SiteCategory], index: [String: Int]) {
        var names: [String: String] = [:]
        for post in posts {
            for name in post.categoriesAndTags where !key(name).isEmpty && names[key(name)] == nil {
                names[key(name)] = name.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        var taken = Set<String>()
        var categories: [SiteCategory] = []
        var index: [String: Int] = [:]
        for (key, name) in names.sorted(by: { $0.key < $1.key }) {
            let slug = Slug.unique(Slug.make(name, fallback: "category"), in: &taken)
            index[key] = categories.count
            categories.append(SiteCategory(name: name, path: SitePath("category/\(slug)/"), posts: []))
        }
        return (categories, index)
    }

    private static func periods(of posts: [SitePost]) -> [ArchivePeriod] {
        var years: [ArchivePeriod] = []
        for (index, post) in posts.enumerated() {
            guard let date = post.date else { continue }
            let year = String(date.year)
            if years.last?.title != year {
                years.append(ArchivePeriod(title: year, path: SitePath("archive/\(year)/"), posts: [], months: []))
            }
            let month = date.month < 10 ? "0\(date.month)" : "\(date.month)"
            if years[years.count - 1].months.last?.path.directory != "archive/\(year)/\(month)/" {
                years[years.count - 1].months.append(ArchivePeriod(
                    title: date.monthAndYear, path: SitePath("archive/\(year)/\(month)/"), posts: [], months: []))
            }
            years[years.count - 1].posts.append(index)
            let last = years[years.count - 1].months.count - 1
            years[years.count - 1].months[last].posts.append(index)
        }
        return years
    }
}
