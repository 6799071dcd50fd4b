/// What the site says about itself: from its options (`blogkit.toml`, flags) and the imported
/// feeds' channel.
struct SiteInfo: Sendable, Equatable {
    var title: String
    /// The author of posts whose feed names none.
    var author: String?
    var description: String?
    /// BCP 47 language tag for `<html lang>` (`en`, `en-US`).
    var language: String
    /// The absolute URL the site will be served from, ending in `/`; nil when unknown.
    var baseURL: String?

    init(
        title: String, author: String? = nil, description: String? = nil, language: String = "en",
        baseURL: String? = nil
    ) {
        self.title = title
        self.author = author
        self.description = description
        self.language = language
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }
}
