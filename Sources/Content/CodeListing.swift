/// A code listing recovered from a post: the exact text a reader saw, and its language.
public struct CodeListing: Sendable, Equatable, Hashable, Codable {
    /// Normalized language name (`objc`, `swift`, `python`...), nil when unknown.
    public var language: String?
    /// The code as a reader sees it: entities decoded, no highlighter markup, no line numbers, no
    /// line break at the end; its whitespace kept, trailing spaces, tabs and no-break spaces included.
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
