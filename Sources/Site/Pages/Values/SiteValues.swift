import Mustache

/// `site` in every page's context: the feed's title, language and description, whether the
/// site has feeds (a base URL is known) and tags.
struct SiteValues: MustacheParent {
    let title: String
    let language: String
    let feeds: Bool
    let hasTags: Bool
    /// Nil when the feed gives none or an empty one.
    let description: String?

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "language": language
        case "feeds": feeds
        case "hasTags": hasTags
        case "description": description
        default: nil
        }
    }
}
