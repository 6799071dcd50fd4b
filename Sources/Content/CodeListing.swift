/// A code listing recovered from a post: the exact text a reader saw, and its language.
///
/// The language a post states and the one guessed from the code are kept apart: ``language`` is
/// only ever what the markup states, so everything that reads it (the Markdown fence, the
/// generators' front matter, the site's label) treats it as the author's word;
/// ``detectedLanguage`` is ``LanguageDetector``'s guess for a listing that states none.
public struct CodeListing: Sendable, Equatable, Hashable, Codable {
    /// Normalized language name (`objc`, `swift`, `python`...) the markup states, nil when it states none.
    public var language: String?
    /// The code as a reader sees it: entities decoded, no highlighter markup, no line numbers, no
    /// line break at the end; its whitespace kept, trailing spaces, tabs and no-break spaces included.
    public var code: String
    /// The language ``LanguageDetector`` reads in `code` when the markup states none (a canonical
    /// name of ``LanguageName``); nil when a language is stated, or when the detector is unsure.
    public var detectedLanguage: String?

    public init(language: String?, code: String, detectedLanguage: String? = nil) {
        self.language = language
        self.code = code
        self.detectedLanguage = detectedLanguage
    }

    /// The listing of `code` in the language its markup states, or else in the one detected.
    static func recognized(language: String?, code: String) -> CodeListing {
        CodeListing(language: language, code: code, detectedLanguage: language == nil ? LanguageDetector.language(of: code) : nil)
    }

    /// Number of lines in `code`: one more than its line feeds, a line feed that ends a CR LF pair
    /// not counted (the pair reads as one character, not as a line feed).
    public var lineCount: Int {
        guard !code.isEmpty else { return 0 }
        var code = code
        return code.withUTF8 { bytes in
            var lines = 1
            LineFeeds.forEach(in: bytes) { _ in lines += 1 }
            return lines
        }
    }
}
