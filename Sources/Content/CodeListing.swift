/// A code listing recovered from a post: the exact text a reader saw, and its language.
public struct CodeListing: Sendable, Equatable, Hashable, Codable {
    /// Normalized language name (`objc`, `swift`, `python`...), nil when unknown.
    public var language: String?
    /// The code: entities decoded, no highlighter markup, no line numbers, no trailing whitespace.
    public var code: String

    public init(language: String?, code: String) {
        self.language = language
        self.code = code
    }

    /// Number of lines in `code`.
    public var lineCount: Int {
        code.isEmpty ? 0 : code.split(separator: "\n", omittingEmptySubsequences: false).count
    }
}
