/// A category a feed gave a post: its name as shown, and the feed's `domain` for it (a
/// WordPress export's `category` or `post_tag`, which tells tags from categories).
public struct PostCategory: Sendable, Equatable, Hashable {
    public var name: String
    public var domain: String?

    public init(name: String, domain: String? = nil) {
        self.name = name
        self.domain = domain
    }
}
