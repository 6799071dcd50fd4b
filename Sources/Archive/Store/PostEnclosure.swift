/// A file a post's feed item attached to it (`<enclosure>`, Atom `rel="enclosure"`): a podcast's
/// audio, a cover image.
public struct PostEnclosure: Sendable, Equatable, Hashable {
    public var url: String
    /// The size in bytes, as the feed stated it.
    public var length: Int?
    /// The MIME type, as the feed stated it.
    public var type: String?

    public init(url: String, length: Int? = nil, type: String? = nil) {
        self.url = url
        self.length = length
        self.type = type
    }
}
