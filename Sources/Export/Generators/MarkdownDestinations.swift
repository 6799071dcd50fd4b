import Foundation

/// Link and image destinations of a post's Markdown, replaced where cmark reads them as one.
enum MarkdownDestinations {
    /// `markdown` with `destination` replaced by `link` where it is a link destination: right
    /// after `](`, bare or in `<>`, before `)` or a title.
    static func replacing(_ destination: String, with link: String, in markdown: String) -> String {
        var text = markdown
        for (before, after) in [("](", ")"), ("](", " \""), ("](<", ">)"), ("](<", "> \"")] {
            text = text.replacingOccurrences(of: before + destination + after, with: before + link + after)
        }
        return text
    }
}
