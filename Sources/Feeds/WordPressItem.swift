import Foundation

/// The `wp:` fields of an item in a WordPress export (WXR 1.0-1.2), as written: which items are
/// posts, pages or media is the Import stage's decision.
public struct WordPressItem: Sendable, Equatable {
    /// `wp:post_id`: the item's identity within its site (guids repeat across post types).
    public var postID: Int?
    /// `wp:post_type`: `post`, `page`, `attachment`, `nav_menu_item`, `wp_navigation`...
    public var postType: String?
    /// `wp:status`: `publish`, `draft`, `pending`, `private`, `future`, `inherit`...
    public var status: String?
    /// `wp:post_date_gmt`, in UTC; nil when missing or `0000-00-00 00:00:00` (drafts).
    public var postDateGMT: Date?
    /// `wp:post_date` as written: the site's local time, with no zone.
    public var postDate: String?
    /// `wp:post_parent`: the post an attachment or sub-page belongs to; nil for 0.
    public var parentID: Int?
    /// `wp:attachment_url`: the media file of an attachment.
    public var attachmentURL: String?
    /// The approved `wp:comment`s, in file order; the others are not kept.
    public var comments: [WordPressComment]

    public init(
        postID: Int? = nil, postType: String? = nil, status: String? = nil, postDateGMT: Date? = nil,
        postDate: String? = nil, parentID: Int? = nil, attachmentURL: String? = nil, comments: [WordPressComment] = []
    ) {
        self.postID = postID
        self.postType = postType
        self.status = status
        self.postDateGMT = postDateGMT
        self.postDate = postDate
        self.parentID = parentID
        self.attachmentURL = attachmentURL
        self.comments = comments
    }
}

/// An approved `wp:comment`. The commenter's e-mail and IP address are never read.
public struct WordPressComment: Sendable, Equatable {
    /// `wp:comment_id`.
    public var id: Int?
    /// `wp:comment_parent`: the comment this one answers; nil for 0.
    public var parentID: Int?
    /// `wp:comment_author`: the commenter's name, plain text.
    public var authorName: String?
    /// `wp:comment_author_url`: the commenter's web site as written, whatever its scheme (not
    /// resolved: WordPress stores it absolute, and a bare `example.com` is no path of the post).
    public var authorURL: String?
    /// `wp:comment_date_gmt`, in UTC.
    public var dateGMT: Date?
    /// `wp:comment_content`: HTML as written (WordPress's own, unsanitized).
    public var contentHTML: String?
    /// `wp:comment_type`: nil for a comment, `pingback` or `trackback` otherwise.
    public var type: String?

    public init(
        id: Int? = nil, parentID: Int? = nil, authorName: String? = nil, authorURL: String? = nil,
        dateGMT: Date? = nil, contentHTML: String? = nil, type: String? = nil
    ) {
        self.id = id
        self.parentID = parentID
        self.authorName = authorName
        self.authorURL = authorURL
        self.dateGMT = dateGMT
        self.contentHTML = contentHTML
        self.type = type
    }
}
