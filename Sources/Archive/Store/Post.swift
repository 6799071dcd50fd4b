import Foundation

/// A post in the archive, as export and the site see it.
public struct Post: Sendable, Equatable, Identifiable {
    public var id: Int64
    public var guid: String
    public var title: String
    public var link: String?
    public var published: Date?
    public var author: String?
    /// Category names, feed order, de-duplicated (union over every feed that carried the post);
    /// not its tags.
    public var categories: [String]
    /// Tag names (a WordPress export's `domain="post_tag"` categories), in the same order.
    public var tags: [String]
    /// Plain text of the feed's description.
    public var summary: String?
    public var markdown: String
    public var html: String
    public var excerptHTML: String
    /// Prose as plain text, code excluded.
    public var prose: String
    public var code: [PostListing]
    /// Absolute URLs of the body's links, document order.
    public var links: [String]
    public var enclosures: [PostEnclosure]
    public var commentCount: Int?
    public var commentsURL: String?
    /// Sources (paths or URLs, as given to import) of the feeds that carried the post.
    public var sources: [String]
    /// A post, or a page (shown at its own path, in no list).
    public var kind: PostKind
    /// The files a WordPress export attached to it, in export order.
    public var media: [PostMedia]
    /// The readers' comments an export gave it, in export order (a reply names the comment it
    /// answers by ``PostComment/parentID``).
    public var comments: [PostComment]
    /// The id the source feed gave the post (its RSS guid) when that is not ``guid`` (a WordPress
    /// export's item is keyed by its post id): what the site's feeds give it, so that readers know it.
    public var sourceGuid: String?
    /// The links the post had before an import gave it its ``link`` (the blog's permalinks
    /// changed), oldest first: addresses the old blog served it at, which the site keeps answering.
    public var earlierLinks: [String]

    public init(
        id: Int64, guid: String, title: String, link: String? = nil, published: Date? = nil,
        author: String? = nil, categories: [String] = [], tags: [String] = [], summary: String? = nil,
        markdown: String = "", html: String = "", excerptHTML: String = "", prose: String = "",
        code: [PostListing] = [], links: [String] = [], enclosures: [PostEnclosure] = [],
        commentCount: Int? = nil, commentsURL: String? = nil, sources: [String] = [], kind: PostKind = .post,
        media: [PostMedia] = [], comments: [PostComment] = [], sourceGuid: String? = nil, earlierLinks: [String] = []
    ) {
        self.id = id
        self.guid = guid
        self.title = title
        self.link = link
        self.published = published
        self.author = author
        self.categories = categories
        self.tags = tags
        self.summary = summary
        self.markdown = markdown
        self.html = html
        self.excerptHTML = excerptHTML
        self.prose = prose
        self.code = code
        self.links = links
        self.enclosures = enclosures
        self.commentCount = commentCount
        self.commentsURL = commentsURL
        self.sources = sources
        self.kind = kind
        self.media = media
        self.comments = comments
        self.sourceGuid = sourceGuid
        self.earlierLinks = earlierLinks
    }
}

extension Post {
    /// Categories, then tags: the terms search matches a post's categories against.
    public var categoriesAndTags: [String] { categories + tags }
}

/// A file attached to a post: a WordPress export's attachment.
public struct PostMedia: Sendable, Equatable, Hashable {
    public var url: String
    public var title: String?
    /// The attachment's own page on the old blog, as the export links it
    /// (`http://old.example/slug/name/`, `http://old.example/?attachment_id=24`).
    public var link: String?
    /// The attachment's post id in the export (`/?attachment_id=24` names it).
    public var exportID: Int?

    public init(url: String, title: String? = nil, link: String? = nil, exportID: Int? = nil) {
        self.url = url
        self.title = title
        self.link = link
        self.exportID = exportID
    }
}
