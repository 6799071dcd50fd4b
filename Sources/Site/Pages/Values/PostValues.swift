import Mustache

/// A post or page as templates show it. In a list: `title`, `url`, `date` and `datetime` when
/// dated, `author` when known; on the home page also `excerpt` and the post's `categories` and
/// `tags` (`hasCategories`, `hasTags`); on its own page also `body`, `original` (the post's
/// link), `comments` (the feed's comments link) and `thread` (its comments, false when none).
struct PostValues: MustacheParent {
    let title: String
    let url: String
    var date: String?
    var datetime: String?
    var author: String?
    var excerpt: String?
    var categories: [TermValues]?
    var tags: [TermValues]?
    var body: String?
    var original: String?
    var comments: String?
    var thread: CommentThreadValues?

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "date": date
        case "datetime": datetime
        case "author": author
        case "excerpt": excerpt
        case "categories": categories
        case "hasCategories": categories.map { !$0.isEmpty }
        case "tags": tags
        case "hasTags": tags.map { !$0.isEmpty }
        case "body": body
        case "original": original
        case "comments": comments
        case "thread": thread?.section
        default: nil
        }
    }
}
