/// What the migration audit compares: a post's source HTML, and what the archive keeps of it.
public struct AuditedBody: Sendable {
    /// The HTML the post was converted from.
    public var sourceHTML: String
    /// The body as its author wrote it, when ``sourceHTML`` is what blogkit made of it (a
    /// WordPress export's, its shortcodes expanded): its shortcodes must leave a trace.
    public var authoredHTML: String?
    /// The URL relative links resolved against (the item's `xml:base`, else its link).
    public var baseURL: String?
    /// The stored Markdown.
    public var markdown: String
    /// The stored code listings, in order.
    public var listings: [CodeListing]
    /// How many comments the source says the post has (an export's thread, a feed's
    /// `slash:comments`); nil when it says nothing.
    public var statedComments: Int?
    /// How many comments the archive holds for the post.
    public var storedComments: Int

    public init(
        sourceHTML: String, baseURL: String? = nil, markdown: String, listings: [CodeListing] = [],
        statedComments: Int? = nil, storedComments: Int = 0, authoredHTML: String? = nil
    ) {
        self.sourceHTML = sourceHTML
        self.authoredHTML = authoredHTML
        self.baseURL = baseURL
        self.markdown = markdown
        self.listings = listings
        self.statedComments = statedComments
        self.storedComments = storedComments
    }
}
