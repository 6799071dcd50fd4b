import Foundation

/// The `<channel>` of an RSS 2.0 feed: the blog the items belong to.
public struct FeedChannel: Sendable, Equatable {
    public var title: String?
    public var link: String?
    public var description: String?
    public var language: String?
    public var lastBuildDate: Date?
    public var generator: String?
    /// `atom:link rel="self"`: where the feed itself lives.
    public var selfLink: String?

    public init(
        title: String? = nil, link: String? = nil, description: String? = nil, language: String? = nil,
        lastBuildDate: Date? = nil, generator: String? = nil, selfLink: String? = nil
    ) {
        self.title = title
        self.link = link
        self.description = description
        self.language = language
        self.lastBuildDate = lastBuildDate
        self.generator = generator
        self.selfLink = selfLink
    }
}
