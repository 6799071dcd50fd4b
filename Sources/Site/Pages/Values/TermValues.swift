import Mustache

/// A category or tag: its `name`, with its `url` in lists and under a post, and its `count`
/// of posts in lists (`12`) and on its own page (`12 posts`).
struct TermValues: MustacheParent {
    let name: String
    var url: String?
    var count: String?

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "url": url
        case "count": count
        default: nil
        }
    }
}
