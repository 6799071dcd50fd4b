/// A code listing of a stored post: its language as conversion normalized it, and its code,
/// byte-exact.
public struct PostListing: Sendable, Equatable, Hashable, Codable {
    /// Normalized language name (`objc`, `swift`, `python`...) the post states, nil when it states none.
    public var language: String?
    /// The code as a reader sees it, whitespace kept, no line break at the end.
    public var code: String
    /// The language conversion detected in the code of a listing that states none: a guess,
    /// never a stated language; nil when one is stated or none was detected.
    public var detectedLanguage: String?

    public init(language: String?, code: String, detectedLanguage: String? = nil) {
        self.language = language
        self.code = code
        self.detectedLanguage = detectedLanguage
    }
}
