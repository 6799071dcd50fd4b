import Mustache

/// A year or month of the archive: `title`, `url`, `count` of posts, and as each page shows
/// it, its `months` (a year on the archive page), its `posts` and whether to show its title
/// (`showTitle`, on a year's page).
struct PeriodValues: MustacheParent {
    let title: String
    let url: String
    let count: Int
    var months: [PeriodValues]?
    var posts: PostList?
    var showTitle: Bool?

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "count": count
        case "months": months
        case "posts": posts
        case "showTitle": showTitle
        default: nil
        }
    }
}
