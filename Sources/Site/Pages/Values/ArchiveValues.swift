import Mustache

/// The own values of the archive page: `years` (with their months and posts), the `undated`
/// posts (`hasUndated` when there are any) and the `total` (`12 posts`).
struct ArchiveValues: MustacheParent {
    let years: [PeriodValues]
    let undated: PostList
    let total: String

    func child(named name: String) -> Any? {
        switch name {
        case "years": years
        case "undated": undated
        case "hasUndated": !undated.indices.isEmpty
        case "total": total
        default: nil
        }
    }
}
