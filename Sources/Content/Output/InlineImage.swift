/// An image as ``HTMLRenderer`` hands it to its image hook, which returns it changed: another
/// `src`, a filled `alt`, a known size.
public struct InlineImage: Sendable, Equatable {
    /// The `src`, already checked safe (never empty).
    public var url: String
    /// The alternative text as written (its words, without markup); a hook may fill an empty one.
    public var alt: String
    public var title: String
    /// Written as `width` and `height` attributes when both are set.
    public var width: Int?
    public var height: Int?

    public init(url: String, alt: String, title: String, width: Int? = nil, height: Int? = nil) {
        self.url = url
        self.alt = alt
        self.title = title
        self.width = width
        self.height = height
    }
}
