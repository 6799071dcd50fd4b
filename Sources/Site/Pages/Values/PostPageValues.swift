import Mustache

/// The own values of a post's or page's page: the `post`, its `previous` (older) and `next`
/// (newer) neighbours, `og` (what the page's `<head>` says about it to link previews) and
/// `code` when the body has listings (the layout then loads the highlighter).
struct PostPageValues: MustacheParent {
    let post: PostValues
    let og: OpenGraphValues
    let code: Bool
    var previous: PostValues?
    var next: PostValues?

    func child(named name: String) -> Any? {
        switch name {
        case "post": post
        case "og": og
        case "code": code ? true : nil
        case "previous": previous
        case "next": next
        default: nil
        }
    }
}
