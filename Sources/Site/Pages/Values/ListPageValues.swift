import Mustache

/// The own values of a page of posts (the home page, a category's, a tag's): `posts`,
/// `pagination`, `paginated` (more than one page), `first` (the first page); on a category's
/// or tag's page, the term under `category` or `tag` and its `feed` when the site has feeds.
struct ListPageValues: MustacheParent {
    let posts: [PostValues]
    let pagination: PaginationValues
    let paginated: Bool
    let first: Bool
    var category: TermValues?
    var tag: TermValues?
    var feed: FeedValues?

    func child(named name: String) -> Any? {
        switch name {
        case "posts": posts
        case "pagination": pagination
        case "paginated": paginated
        case "first": first
        case "category": category
        case "tag": tag
        case "feed": feed
        default: nil
        }
    }
}
