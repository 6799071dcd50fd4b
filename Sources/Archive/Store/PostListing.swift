/// A code listing of a stored post: its language as conversion normalized it, and its code,
/// byte-exact.
public struct PostListing: Sendable, Equatable, Hashable, Codable {
    /// Normalized language name (`objc`, `swift`, `python`...), nil when unknown.
    public var language: String?
    /// The code as a reader sees it, whitespace kept, no line break at the end.
    public var code: String

    public init(language: String?, code: String) {
        self.language = language
        self.code = code
    }
}
