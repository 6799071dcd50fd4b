/// What `blogkit build` was asked to do.
public struct SiteOptions: Sendable {
    /// Where the site is written (created if needed).
    public var outputDirectory: String
    /// A directory whose files replace the built-in templates of the same relative path.
    public var templatesDirectory: String?
    /// The absolute URL the site is served from. Feeds and the sitemap need it: without it they
    /// are not written.
    public var baseURL: String?
    /// The site's title; default: the imported feed's channel title.
    public var title: String?
    /// The author of posts whose feed names none (pages and feeds).
    public var author: String?
    /// What the site is about, for pages without a description of their own and the feeds;
    /// default: the imported feed's channel description.
    public var description: String?
    /// BCP 47 language tag (`en`, `fr-CA`); default: the imported feed's, else `en`.
    public var language: String?
    /// Posts on each page of the home page, of a category and of a tag (in `postsPerPageRange`).
    public var postsPerPage: Int
    /// The posts a category or tag needs for a page and a feed of its own (in
    /// `termPageMinPostsRange`); one with fewer is listed with its posts on the list of
    /// categories or of tags, where its links and old addresses lead. 1 gives every term a page.
    public var termPageMinPosts: Int
    /// Build even into `/`, the home directory, or a folder that holds files but no build
    /// manifest (one `blogkit build` did not write); see `OutputClaim`.
    public var force: Bool
    /// The forms of redirects from the old blog's addresses a build writes (see
    /// ``RedirectFormat``); default: `_redirects` and alias pages.
    public var redirects: [RedirectFormat]
    /// The memory the search index's postings (with the numbering of their terms) may take
    /// before they are written out to a scratch file in the output directory (``ScratchFile``)
    /// and merged back when its shards are written; the index is the same either way. Nil: as
    /// much as ``searchIndexMemory(documents:)`` gives the site.
    package var searchIndexMemory: Int?

    /// The memory the search index's postings may take in a build of `documents` posts and
    /// pages: 64 MiB less 512 bytes a document, and at least 16 MiB. What else a build holds
    /// grows with its posts (about 2.4 KB a post at 100,000: their fields, lists, paths and
    /// links), so a small site's postings stay in memory (the 500 long pages of Python's
    /// documentation take about 40 MiB: written out and merged back, their build took 13%
    /// longer: 3.60 s against 3.19 s), while 100,000 posts keep 16 MiB and their build's peak under 400 MB.
    public static func searchIndexMemory(documents: Int) -> Int {
        max(16 << 20, (64 << 20) - documents * 512)
    }
    /// Ten posts a page, like WordPress's default.
    public static let defaultPostsPerPage = 10
    /// The posts a page may hold: a value outside is clamped by the build, refused by the CLI.
    public static let postsPerPageRange = 1...1000
    /// A page for a category or tag of two posts or more: a term of one post is listed with its
    /// post instead (most of the terms of a big blog: 3,500 of 3,600 on the bench's 10,000 posts).
    public static let defaultTermPageMinPosts = 2
    /// The values `termPageMinPosts` may take (the CLI refuses others; below 1 is as 1).
    public static let termPageMinPostsRange = 1...1000

    public init(
        outputDirectory: String = "output", templatesDirectory: String? = nil, baseURL: String? = nil,
        title: String? = nil, author: String? = nil, description: String? = nil, language: String? = nil,
        postsPerPage: Int = SiteOptions.defaultPostsPerPage,
        termPageMinPosts: Int = SiteOptions.defaultTermPageMinPosts, force: Bool = false,
        redirects: [RedirectFormat] = RedirectFormat.defaults
    ) {
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.baseURL = baseURL
        self.title = title
        self.author = author
        self.description = description
        self.language = language
        self.postsPerPage = postsPerPage
        self.termPageMinPosts = termPageMinPosts
        self.force = force
        self.redirects = redirects
    }
}

/// What a build did.
public struct BuildReport: Sendable, Equatable {
    /// Files written because they were new or their content changed (pages, feeds, assets, index).
    public var pagesWritten: Int
    /// Files whose content was already on disk, left untouched.
    public var pagesUnchanged: Int
    /// Files a previous build wrote that this one no longer generates, removed.
    public var filesRemoved: Int = 0
    /// HTML pages in the site.
    public var pages: Int = 0
    /// Posts in the site.
    public var posts: Int = 0
    /// True when the input was unchanged since the last build and its files intact: nothing rendered.
    public var upToDate: Bool = false
    /// Things the user should know (`no base URL: …`).
    public var warnings: [String] = []
}
