import Mustache

/// A category or tag: its `name`, with its `url` in lists and under a post, and its `count`
/// of posts in lists (`12`) and on its own page (`12 posts`). On the list of categories or of
/// tags, a term without a page of its own (``SiteTerm/hasPage``) also has its `anchor` (its
/// slug, the `id` its links name) and its `posts`.
struct TermValues: MustacheParent {
    let name: String
    var url: String?
    var count: String?
    var anchor: String?
    var posts: PostList?

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "url": url
        case "count": count
        case "anchor": anchor
        case "posts": posts
        default: nil
        }
    }
}
