import Foundation

/// A reader's comment on a post, as an export gave it: a WordPress export's approved
/// `wp:comment`, a Blogger export's comment entry. The commenter's e-mail and IP address are no
/// part of it. Import converts the text; the archive stores the comment as given, except an
/// author URL that is not http(s), which it drops.
public struct PostComment: Sendable, Equatable, Hashable {
    /// The comment's own id in the export (`wp:comment_id`, a Blogger entry's id), which replies
    /// name; nil when the export gives none.
    public var id: String?
    /// The id of the comment this one answers; nil for a comment on the post itself. A reply
    /// whose parent the post does not hold (not approved, say) is shown as a comment on the post.
    public var parentID: String?
    /// The commenter's name, plain text.
    public var authorName: String?
    /// The commenter's web site: an http or https URL, nil otherwise.
    public var authorURL: String?
    public var published: Date?
    /// The text, converted to CommonMark.
    public var markdown: String
    /// The text as sanitized HTML (no script, style, event handler or unsafe URL).
    public var html: String

    public init(
        id: String? = nil, parentID: String? = nil, authorName: String? = nil, authorURL: String? = nil,
        published: Date? = nil, markdown: String = "", html: String = ""
    ) {
        self.id = id
        self.parentID = parentID
        self.authorName = authorName
        self.authorURL = authorURL
        self.published = published
        self.markdown = markdown
        self.html = html
    }

    /// `url` when it is an absolute http or https URL (the only ones a page links an author to),
    /// else nil: `javascript:`, `data:`, relative and empty URLs are refused.
    public static func webURL(_ url: String?) -> String? {
        guard let url, let scheme = url.split(separator: ":", maxSplits: 1).first,
              ["http", "https"].contains(scheme.lowercased()), url.dropFirst(scheme.count).hasPrefix("://"),
              url.count > scheme.count + 3
        else { return nil }
        return url
    }
}
