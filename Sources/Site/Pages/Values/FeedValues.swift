import Mustache

/// `feed` of a category's or tag's page: the title and URL of the term's own feed.
struct FeedValues: MustacheParent {
    let title: String
    let url: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        default: nil
        }
    }
}
