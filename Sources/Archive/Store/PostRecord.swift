import Foundation

/// A post or page as import hands it to the archive: its identity, its fields, and its body once
/// converted. The archive stores what it is given; reading feeds and converting HTML is import's
/// work.
public struct PostRecord: Sendable {
    /// The post's identity: a post with this key is updated, not duplicated.
    public var key: String
    /// The key an earlier blogkit gave the same item, when it differs from `key`: a post of the
    /// same feed stored under it is taken over (re-keyed) instead of copied.
    public var formerKey: String?
    public var kind: PostKind
    /// A hash of the item as the feed gave it: an item whose feed last gave the same one is
    /// unchanged, and nothing is written.
    public var fingerprint: String
    /// Plain text.
    public var title: String
    public var link: String?
    public var published: Date?
    public var author: String?
    /// Plain text of the feed's description.
    public var summary: String?
    /// The HTML the body is converted from (kept, so that a later conversion can redo it).
    public var sourceHTML: String
    /// True when `sourceHTML` is the full content, not a description: another feed's
    /// description never replaces it.
    public var hasFullContent: Bool
    /// The body as its author wrote it, when `sourceHTML` is what import made of it (a WordPress
    /// export's, its shortcodes expanded): what the audit checks the shortcodes of.
    public var authoredHTML: String?
    /// The guid the feed gave the item, when the record's key is not it (a WordPress export's
    /// item is keyed by its post id): the id the site's feeds give the post.
    public var sourceGuid: String?
    /// What relative URLs in `sourceHTML` resolve against.
    public var baseURL: String?
    public var commentCount: Int?
    public var commentsURL: String?
    public var commentFeedURL: String?
    /// Categories and tags (a category's `domain` tells a tag), feed order.
    public var categories: [PostCategory]
    public var enclosures: [PostEnclosure]
    /// The converted body; nil when import did not convert it (the archive asks for it only when
    /// it stores the body).
    public var body: ConvertedBody?

    public init(
        key: String, formerKey: String? = nil, kind: PostKind = .post, fingerprint: String, title: String,
        link: String? = nil, published: Date? = nil, author: String? = nil, summary: String? = nil,
        sourceHTML: String = "", hasFullContent: Bool = false, baseURL: String? = nil, commentCount: Int? = nil,
        commentsURL: String? = nil, commentFeedURL: String? = nil, categories: [PostCategory] = [],
        enclosures: [PostEnclosure] = [], body: ConvertedBody? = nil
    ) {
        self.key = key
        self.formerKey = formerKey
        self.kind = kind
        self.fingerprint = fingerprint
        self.title = title
        self.link = link
        self.published = published
        self.author = author
        self.summary = summary
        self.sourceHTML = sourceHTML
        self.hasFullContent = hasFullContent
        self.baseURL = baseURL
        self.commentCount = commentCount
        self.commentsURL = commentsURL
        self.commentFeedURL = commentFeedURL
        self.categories = categories
        self.enclosures = enclosures
        self.body = body
    }
}
