import Mustache

/// `pagination` of a list of posts: the page's number, the count of pages, and links to the
/// newer and older pages when there are any.
struct PaginationValues: MustacheParent {
    let number: Int
    let count: Int
    let newer: String?
    let older: String?

    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "count": count
        case "newer": newer
        case "older": older
        default: nil
        }
    }
}
