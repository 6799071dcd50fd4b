import Foundation

/// What the archive keeps of what a feed says of itself (its RSS `<channel>`, an Atom `<feed>`'s
/// own elements): the blog's title, home page, description and language, which the site uses
/// for its defaults.
public struct StoredChannel: Sendable, Equatable {
    public var title: String?
    /// The blog's home page.
    public var link: String?
    public var description: String?
    /// As written: `en`, `en-us`.
    public var language: String?
    public var lastBuildDate: Date?
    public var generator: String?
    /// Where the feed itself lives, as it says.
    public var selfLink: String?
    /// The categories and tags of the blog's own addresses (a WordPress export's), in its order.
    public var terms: [StoredTerm]

    public init(
        title: String? = nil, link: String? = nil, description: String? = nil, language: String? = nil,
        lastBuildDate: Date? = nil, generator: String? = nil, selfLink: String? = nil, terms: [StoredTerm] = []
    ) {
        self.title = title
        self.link = link
        self.description = description
        self.language = language
        self.lastBuildDate = lastBuildDate
        self.generator = generator
        self.selfLink = selfLink
        self.terms = terms
    }
}
