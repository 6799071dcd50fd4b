/// What the site says about itself: from `--title`/`--base-url` and the imported feeds' channel.
public struct SiteInfo: Sendable, Equatable {
    public var title: String
    public var description: String?
    /// BCP 47 language tag for `<html lang>` (`en`, `en-US`).
    public var language: String
    /// The absolute URL the site will be served from, ending in `/`; nil when unknown.
    public var baseURL: String?

    public init(title: String, description: String? = nil, language: String = "en", baseURL: String? = nil) {
        self.title = title
        self.description = description
        self.language = language
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }
}
