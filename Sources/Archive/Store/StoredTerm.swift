import Foundation

/// A category or tag as the blog a feed came from named it in its addresses: a WordPress
/// export's category (`categ-1`, in `parent`) or tag (`tag-1`), kept with the feed's channel so
/// that the site can answer the old blog's `/category/parent/categ-1/` and `/tag/tag-1/`.
public struct StoredTerm: Sendable, Equatable, Hashable, Codable {
    /// `category` or `post_tag`, as a post's categories say (``PostCategory/domain``).
    public var domain: String
    /// As people see it, as a post's categories name it.
    public var name: String
    /// The old blog's slug, as written (WordPress percent-encodes letters beyond ASCII).
    public var slug: String
    /// The slug of the category this one is in; nil for a top category and for tags.
    public var parent: String?
    /// The blog's own id for it, which its query links use (`/?cat=7`).
    public var id: Int?

    public init(domain: String, name: String, slug: String, parent: String? = nil, id: Int? = nil) {
        self.domain = domain
        self.id = id
        self.name = name
        self.slug = slug
        self.parent = parent
    }

    /// `terms` as the `feed.terms` column keeps them: a JSON array, nil when there are none. Keys
    /// are sorted: the same terms are the same text, and an unchanged import leaves the revision.
    static func encode(_ terms: [StoredTerm]) throws -> String? {
        guard !terms.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(terms), as: UTF8.self)
    }

    /// What ``encode(_:)`` stored; an unreadable value reads as none.
    static func decode(_ json: String?) -> [StoredTerm] {
        json.flatMap { try? JSONDecoder().decode([StoredTerm].self, from: Data($0.utf8)) } ?? []
    }
}
