import Archive
import Feeds
import Foundation

/// A post as `blogkit export` writes it: the JSON contract other tools rely on. Keys: `id`,
/// `guid`, `title`, `link`, `published`, `author`, `categories`, `summary`, `markdown`, `html`,
/// `excerpt_html`, `code` (each listing's `language` as the post states it, `code`, and
/// `detected_language`, the language detected in a listing that states none), `comments` (the comment count), `feeds` (the sources of the feeds that carried it), `kind` (`post` or `page`), `tags` (a WordPress
/// export's, kept apart from `categories`), `media` (`url`, `title`), `comment_thread` (the
/// readers' comments an export gave it, in export order: `id`, `parent` (the `id` it answers),
/// `author`, `author_url`, `published`, `markdown`, `html`), `earlier_links` (the links the post
/// had before an import gave it `link`, oldest first); absent values are `null`, never missing.
public struct ExportedPost: Encodable {
    public let post: Post

    /// Sorted keys, so that two exports of one archive are byte-identical and diff well.
    public static let outputFormatting: JSONEncoder.OutputFormatting = [.sortedKeys, .withoutEscapingSlashes]

    public init(_ post: Post) {
        self.post = post
    }

    enum Key: String, CodingKey {
        case id, guid, title, link, published, author, categories, summary, markdown, html
        case excerptHTML = "excerpt_html"
        case code, comments, feeds, kind, tags, media
        case commentThread = "comment_thread"
        case earlierLinks = "earlier_links"
    }

    enum ListingKey: String, CodingKey {
        case language, code
        case detectedLanguage = "detected_language"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(post.id, forKey: .id)
        try container.encode(post.guid, forKey: .guid)
        try container.encode(post.title, forKey: .title)
        try container.encode(post.link, forKey: .link)
        try container.encode(post.published.map(RFC3339.dateTime), forKey: .published)
        try container.encode(post.author, forKey: .author)
        try container.encode(post.categories, forKey: .categories)
        try container.encode(post.summary, forKey: .summary)
        try container.encode(post.markdown, forKey: .markdown)
        try container.encode(post.html, forKey: .html)
        try container.encode(post.excerptHTML, forKey: .excerptHTML)
        var code = container.nestedUnkeyedContainer(forKey: .code)
        for listing in post.code {
            var entry = code.nestedContainer(keyedBy: ListingKey.self)
            try entry.encode(listing.language, forKey: .language)
            try entry.encode(listing.code, forKey: .code)
            try entry.encode(listing.detectedLanguage, forKey: .detectedLanguage)
        }
        try container.encode(post.commentCount, forKey: .comments)
        try container.encode(post.sources, forKey: .feeds)
        try container.encode(post.kind.rawValue, forKey: .kind)
        try container.encode(post.tags, forKey: .tags)
        try container.encode(post.media.map(Media.init), forKey: .media)
        try container.encode(post.comments.map(Comment.init), forKey: .commentThread)
        try container.encode(post.earlierLinks, forKey: .earlierLinks)
    }
}

extension ExportedPost {
    /// A post's file as `export` writes it: `url` and `title` (`null` when it has none).
    struct Media: Encodable {
        let media: PostMedia

        enum Key: String, CodingKey {
            case url, title
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(media.url, forKey: .url)
            try container.encode(media.title, forKey: .title)
        }
    }

    /// A comment as `export` writes it: `id`, `parent`, `author`, `author_url`, `published`
    /// (RFC 3339), `markdown`, `html`.
    struct Comment: Encodable {
        let comment: PostComment

        enum Key: String, CodingKey {
            case id, parent, author
            case authorURL = "author_url"
            case published, markdown, html
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(comment.id, forKey: .id)
            try container.encode(comment.parentID, forKey: .parent)
            try container.encode(comment.authorName, forKey: .author)
            try container.encode(comment.authorURL, forKey: .authorURL)
            try container.encode(comment.published.map(RFC3339.dateTime), forKey: .published)
            try container.encode(comment.markdown, forKey: .markdown)
            try container.encode(comment.html, forKey: .html)
        }
    }
}
