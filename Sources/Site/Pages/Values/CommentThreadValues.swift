import Mustache

/// `thread` of a post's page: the `count` of its comments (`3 comments`) and the `comments`
/// to which nobody replied, each with its replies.
struct CommentThreadValues: MustacheParent {
    let total: Int
    let comments: [CommentValues]

    /// What `thread` is to a template: these values, or false when there are no comments.
    var section: Any { total > 0 ? self as Any : false }

    func child(named name: String) -> Any? {
        switch name {
        case "count": total == 1 ? "1 comment" : "\(total) comments"
        case "comments": comments
        default: nil
        }
    }
}
