import Foundation

/// The `<channel>` of an RSS feed, or an Atom `<feed>`'s own elements: the blog the items
/// belong to.
///
/// Text fields (`title`, `description`, `generator`, `author`) are plain text, entities decoded and tags
/// stripped; `link` is absolute where `xml:base` allowed resolving it.
public struct FeedChannel: Sendable, Equatable {
    public var title: String?
    /// The blog's home page; relative links in the items resolve against it.
    public var link: String?
    public var description: String?
    /// `<language>` (or `dc:language`), as written: `en`, `en-us`.
    public var language: String?
    /// `<lastBuildDate>` (or, in RSS 1.0, `dc:date`), in UTC.
    public var lastBuildDate: Date?
    public var generator: String?
    /// The feed's own author: Atom `<author><name>` (the author of the entries that name none),
    /// or RSS `managingEditor`, `dc:creator` or `<author>`, as written.
    public var author: String?
    /// `atom:link rel="self"`: where the feed itself lives.
    public var selfLink: String?
    /// RFC 5005 § 3: `atom:link rel="next"`, the next (older) page of a paged feed.
    public var nextPage: String?
    /// RFC 5005 § 4: `atom:link rel="prev-archive"`, the archive document before this one.
    public var previousArchive: String?
    /// `wp:wxr_version` (`1.0`, `1.1`, `1.2`): set when the feed is a WordPress export.
    public var wxrVersion: String?
    /// The export's `wp:author`s: login (what an item's `dc:creator` says) -> display name.
    public var wordPressAuthors: [String: String] = [:]
    /// The export's categories and tags: its `wp:category` and `wp:tag` list, in file order (each
    /// slug once), then those only items name (by their `nicename`).
    public var wordPressTerms: [WordPressTerm] = []

    public init(
        title: String? = nil, link: String? = nil, description: String? = nil, language: String? = nil,
        lastBuildDate: Date? = nil, generator: String? = nil, author: String? = nil, selfLink: String? = nil
    ) {
        self.title = title
        self.link = link
        self.description = description
        self.language = language
        self.lastBuildDate = lastBuildDate
        self.generator = generator
        self.author = author
        self.selfLink = selfLink
    }
}
