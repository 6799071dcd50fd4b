/// A category or tag of a WordPress export: a `wp:category` or `wp:tag` of its channel, or a
/// `<category domain nicename>` of an item that the channel does not list. Its slug is what
/// WordPress's archive addresses are made of: `/category/parent/child/`, `/tag/slug/`.
public struct WordPressTerm: Sendable, Equatable, Hashable {
    /// `category` or `post_tag`, as an item's `<category domain>` says.
    public var domain: String
    /// As people see it: `Category 1`.
    public var name: String
    /// `wp:category_nicename`, `wp:tag_slug` or an item's `nicename`, as written (`categ-1`;
    /// WordPress percent-encodes letters beyond ASCII).
    public var slug: String
    /// `wp:category_parent`: the slug of the category this one is in; nil for a top category.
    public var parent: String?
    /// `wp:term_id`: the id WordPress's query links name a category by (`/?cat=7`).
    public var id: Int?

    public init(domain: String, name: String, slug: String, parent: String? = nil, id: Int? = nil) {
        self.domain = domain
        self.id = id
        self.name = name
        self.slug = slug
        self.parent = parent
    }
}
