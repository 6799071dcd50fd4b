import Foundation

/// One item of a feed (an RSS `<item>`, an Atom `<entry>`), with every field decoded to what a
/// reader would see.
///
/// Text fields (`title`, `author`, category names) are plain text: XML and HTML entities decoded,
/// tags stripped. HTML fields (`summaryHTML`, `contentHTML`) are the markup exactly as the feed
/// carried it, ready for the Content stage. URLs are absolute where the feed allowed resolving them.
public struct FeedItem: Sendable, Equatable {
    public var title: String?
    /// `<link>` (Atom: `link rel="alternate"`); else, in RSS, a `<guid>` that is a permalink (its
    /// `isPermaLink` not "false") and an http(s) URL.
    public var link: String?
    /// `<guid>`, resolved like a link when it is a permalink; for RSS 1.0, `rdf:about`.
    public var guid: String?
    /// `<guid isPermaLink>` as the feed wrote it; nil when the attribute is absent (which RSS
    /// 2.0 says means true, but feeds rarely mean it).
    public var guidIsPermaLink: Bool?
    /// `pubDate` (or `dc:date`, Atom `published`/`issued`, `created`, else `updated`), in UTC.
    /// Nil when missing or unparseable (the reader warns).
    public var published: Date?
    /// When the item was last changed: Atom's `updated` (Atom 0.3's `modified`), else `dc:date`,
    /// in UTC.
    public var updated: Date?
    /// `author` (Atom: its `name`), else `dc:creator`; in Atom, else the feed's author.
    public var author: String?
    public var categories: [FeedCategory]
    /// `<description>` (or `dc:description`, Atom `summary`): on WordPress, a truncated excerpt
    /// ending in `[...]`.
    public var summaryHTML: String?
    /// `content:encoded` (or `xhtml:body`, Atom `content`): the full post, when the feed has it.
    public var contentHTML: String?
    /// `<comments>`: the URL of the post's comments page.
    public var commentsURL: String?
    /// `slash:comments`.
    public var commentCount: Int?
    /// `wfw:commentRss`.
    public var commentFeedURL: String?
    public var enclosures: [FeedEnclosure]
    public var source: FeedSource?
    /// The URL relative references in this item's HTML resolve against (xml:base, else item
    /// link, else channel link).
    public var baseURL: String?
    /// Line of the `<item>` start tag in the feed file, for messages.
    public var line: Int
    /// The `wp:` fields, in a WordPress export (WXR); nil elsewhere.
    public var wordPress: WordPressItem?
    /// The Blogger export fields (entry kind, draft, reply target); nil when the entry has none.
    public var blogger: BloggerEntry?

    public init(
        title: String? = nil, link: String? = nil, guid: String? = nil, guidIsPermaLink: Bool? = nil,
        published: Date? = nil, updated: Date? = nil, author: String? = nil, categories: [FeedCategory] = [],
        summaryHTML: String? = nil, contentHTML: String? = nil, commentsURL: String? = nil,
        commentCount: Int? = nil, commentFeedURL: String? = nil, enclosures: [FeedEnclosure] = [],
        source: FeedSource? = nil, baseURL: String? = nil, line: Int = 0
    ) {
        self.title = title
        self.link = link
        self.guid = guid
        self.guidIsPermaLink = guidIsPermaLink
        self.published = published
        self.updated = updated
        self.author = author
        self.categories = categories
        self.summaryHTML = summaryHTML
        self.contentHTML = contentHTML
        self.commentsURL = commentsURL
        self.commentCount = commentCount
        self.commentFeedURL = commentFeedURL
        self.enclosures = enclosures
        self.source = source
        self.baseURL = baseURL
        self.line = line
    }
}

/// An item's `<category>`, with its optional `domain` attribute (Atom: `scheme`). WordPress
/// exports say `domain="category"` or `domain="post_tag"` and give the slug as `nicename`.
public struct FeedCategory: Sendable, Equatable, Hashable {
    /// The category: the element's text; Atom's `term` (RFC 4287 § 4.2.2: the term identifies
    /// the category, the label only displays it).
    public var name: String
    public var domain: String?
    /// The `nicename` attribute: WordPress's slug of the category or tag.
    public var nicename: String?
    /// Atom's `label`: how the category is shown to people, when the feed gives it.
    public var label: String?
    public init(name: String, domain: String? = nil, nicename: String? = nil, label: String? = nil) {
        self.name = name
        self.domain = domain
        self.nicename = nicename
        self.label = label
    }
}

/// An item's `<enclosure url length type>`.
public struct FeedEnclosure: Sendable, Equatable, Hashable {
    public var url: String
    public var length: Int?
    public var type: String?
    public init(url: String, length: Int? = nil, type: String? = nil) {
        self.url = url
        self.length = length
        self.type = type
    }
}

/// An item's `<source url>` (Atom: `<source>` with its `title` and `alternate` link): the feed
/// the item was republished from.
public struct FeedSource: Sendable, Equatable, Hashable {
    public var title: String?
    public var url: String?
    public init(title: String? = nil, url: String? = nil) {
        self.title = title
        self.url = url
    }
}
