import Mustache

/// A comment: `author`, `authorURL` (http(s) only), `date`, `datetime`, `body` (sanitized HTML)
/// and `replies` (`hasReplies` when there are any). Every key is set, false when empty, so that
/// a comment never shows a value of the comment or post around it.
struct CommentValues: MustacheParent {
    let author: String
    let authorURL: String?
    let date: String?
    let datetime: String?
    let body: String
    let replies: [CommentValues]

    func child(named name: String) -> Any? {
        switch name {
        case "author": author
        case "authorURL": Self.orFalse(authorURL)
        case "date": Self.orFalse(date)
        case "datetime": Self.orFalse(datetime)
        case "body": body
        case "replies": replies
        case "hasReplies": !replies.isEmpty
        default: nil
        }
    }

    private static func orFalse(_ value: String?) -> Any {
        if let value { value } else { false }
    }
}
