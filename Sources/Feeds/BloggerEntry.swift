/// What a Blogger export says about an entry beyond Atom's fields.
public struct BloggerEntry: Sendable, Equatable {
    /// The `kind#...` category's fragment: `post`, `page`, `comment`, `settings`, `template`
    /// (that category is never one of the item's `categories`); since 2018, `blogger:type` in
    /// lower case: `post`, `page`, `comment`.
    public var kind: String?
    /// `app:control/app:draft` is `yes`; since 2018, `blogger:status` is `DRAFT`.
    public var isDraft: Bool
    /// `thr:in-reply-to ref` (since 2018, `blogger:parent`): for a comment, the id of the entry it
    /// answers.
    public var inReplyTo: String?

    public init(kind: String? = nil, isDraft: Bool = false, inReplyTo: String? = nil) {
        self.kind = kind
        self.isDraft = isDraft
        self.inReplyTo = inReplyTo
    }
}
