import Archive
import Foundation

/// Everything a build renders, computed once from the posts before any page is: post pages,
/// categories, tags, archive periods and the link rewriter.
struct SiteContent: Sendable {
    let info: SiteInfo
    /// Newest first: by date, undated posts last, then by id, highest first.
    let posts: [SitePost]
    /// The pages (``PostKind/page``), in the same order: each has a page of its own, and is in
    /// no list, category, archive period or feed.
    let standalone: [SitePost]
    /// By name, case-insensitively; each at `category/SLUG/`, or at `category/#SLUG` when it has
    /// too few posts for a page of its own (``SiteTerm/hasPage``).
    private(set) var categories: [SiteTerm]
    /// By name, case-insensitively; each at `tags/SLUG/` (or `tags/#SLUG`). A name can be a
    /// category and a tag.
    private(set) var tags: [SiteTerm]
    /// Posts on each page of the home page, of a category and of a tag.
    let postsPerPage: Int
    /// Newest first; undated posts are in no period.
    let years: [ArchivePeriod]
    /// Links between the posts, at every old address of each (``PostLinks``).
    private(set) var links = PostLinks()
    /// True when a post or page has a code listing: the highlighter's assets are then written.
    let hasCode: Bool
    /// Where the posts' bodies are: pages, feeds and the search index ask for them (``with(_:_:)``).
    let bodies: PostBodies
    /// The local copies of images (`blogkit media`) that pages point at instead.
    var media = MediaMap()
    /// The old blog's categories and tags with the slugs its addresses named them by
    /// (``OldAddresses``): a WordPress export's.
    var oldTerms: [StoredTerm] = []
    /// True when the home page loads ``MovedScript`` (alias pages are written, and an old address
    /// is a query link).
    var hasMovedScript = false
    /// True when the 404 page loads ``MovedTermsScript`` (alias pages are written, the base URL
    /// is known, and some term has no page of its own).
    var hasMovedTermsScript = false
    /// One line for each post whose path holds a file blogkit did not write, saying where it is instead.
    let displaced: [String]

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

    /// - Parameters:
    ///   - files: the other files the site writes (templates' assets), which no post's page may
    ///     stand in the way of.
    ///   - foreign: the files in the output directory blogkit did not write, which no post's
    ///     page may replace or need to be a folder (see `displaced`).
    ///   - termPageMinPosts: the posts a category or tag needs for a page of its own.
    ///   - bodies: where the posts' bodies are, when `posts` do not hold them.
    ///   - hasCode: whether a post or page has a code listing, when `posts` do not hold their
    ///     bodies; found in `posts` when nil.
    init(
        posts unsorted: [Post], info: SiteInfo, files: Set<String> = [], postsPerPage: Int = SiteOptions.defaultPostsPerPage,
        termPageMinPosts: Int = SiteOptions.defaultTermPageMinPosts, foreign: ForeignFiles? = nil,
        bodies: PostBodies = .held, hasCode: Bool? = nil
    ) {
        self.bodies = bodies
        self.info = info
        let range = SiteOptions.postsPerPageRange
        self.postsPerPage = min(max(range.lowerBound, postsPerPage), range.upperBound)
        // Drafts are never on the site, nor in the way of a published post's path.
        let all = unsorted.filter { $0.kind != .draft }.sorted(by: Self.newestFirst)
        let pages = all.filter { $0.kind == .page }
        let (paths, displaced) = PostPaths.assign(all, files: files, foreign: foreign, root: BlogRoot(baseURL: info.baseURL))
        self.displaced = displaced
        let sorted = all.filter { $0.kind != .page }
        let categoryIndex = Self.terms(sorted.map(\.categories), folder: "category", fallback: "category")
        let tagIndex = Self.terms(sorted.map(\.tags), folder: "tags", fallback: "tag")
        var categories = categoryIndex.terms
        var tags = tagIndex.terms
        var posts: [SitePost] = []
        posts.reserveCapacity(sorted.count)
        for (index, post) in sorted.enumerated() {
            let inCategories = Self.uniqueKeys(post.categories).compactMap { categoryIndex.index[$0] }
            let inTags = Self.uniqueKeys(post.tags).compactMap { tagIndex.index[$0] }
            for category in inCategories { categories[category].posts.append(index) }
            for tag in inTags { tags[tag].posts.append(index) }
            posts.append(SitePost(
                post: post, path: paths[post.id] ?? SitePath("posts/post-\(post.id)/"),
                date: post.published.map(SiteDate.init), categories: inCategories, tags: inTags, parts: bodies.heldParts))
        }
        self.posts = posts
        for index in categories.indices { categories[index].hasPage = categories[index].posts.count >= termPageMinPosts }
        for index in tags.indices { tags[index].hasPage = tags[index].posts.count >= termPageMinPosts }
        // Only those with a page have a feed, until `keepFeeds` says which old feeds to keep.
        for index in categories.indices { categories[index].hasFeed = categories[index].hasPage }
        for index in tags.indices { tags[index].hasFeed = tags[index].hasPage }
        standalone = pages.map { page in
            SitePost(
                post: page, path: paths[page.id] ?? SitePath("posts/post-\(page.id)/"),
                date: page.published.map(SiteDate.init), categories: [], tags: [], parts: bodies.heldParts)
        }
        self.categories = categories
        self.tags = tags
        self.years = Self.periods(of: posts)
        self.hasCode = hasCode ?? all.contains { !$0.code.isEmpty }
        links = PostLinks(self)
    }

    /// `post` with at least `parts` of its body (``PostBodies``).
    func with(_ parts: PostBody.Parts, _ post: SitePost) throws(SiteError) -> SitePost {
        try bodies.with(parts, [post])[0]
    }

    /// Gives a feed to the terms with a page, and to those whose feed is among `targets` (where
    /// ``OldAddresses`` send the old blog's feeds of them): the others have none.
    mutating func keepFeeds(named targets: Set<String>) {
        for index in categories.indices {
            categories[index].hasFeed = categories[index].hasPage || targets.contains(categories[index].feed)
        }
        for index in tags.indices { tags[index].hasFeed = tags[index].hasPage || targets.contains(tags[index].feed) }
    }

    /// The names of `post`'s categories, then of its tags: what feeds list as its categories.
    func termNames(of post: SitePost) -> [String] {
        post.categories.map { categories[$0].name } + post.tags.map { tags[$0].name }
    }

    /// Category and tag names compare case-insensitively: `iOS` and `ios` are one category.
    static func key(_ name: String) -> String { name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }

    private static func uniqueKeys(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.map(key).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The terms named in `lists` (each post's categories, or its tags), sorted by key, each at
    /// `folder/SLUG/`, and their indices by key.
    private static func terms(
        _ lists: [[String]], folder: String, fallback: String
    ) -> (terms: [SiteTerm], index: [String: Int]) {
        var names: [String: String] = [:]
        for list in lists {
            for name in list where !key(name).isEmpty && names[key(name)] == nil {
                names[key(name)] = name.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        var taken = Set<String>()
        var terms: [SiteTerm] = []
        var index: [String: Int] = [:]
        for (key, name) in names.sorted(by: { $0.key < $1.key }) {
            let slug = Slug.unique(Slug.make(name, fallback: fallback), in: &taken)
            index[key] = terms.count
            terms.append(SiteTerm(name: name, path: SitePath("\(folder)/\(slug)/"), posts: []))
        }
        return (terms, index)
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
