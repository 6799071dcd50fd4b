import Foundation

/// The comment WordPress's block editor saves before a block's HTML
/// (`<!-- wp:syntaxhighlighter/code {"language":"sql"} -->`), which a WXR export keeps: the only
/// place some blocks state their settings, such as the language of a code block.
enum WordPressBlockComment {
    /// The attributes of block `name` (`syntaxhighlighter/code`) from the comment right before
    /// `node` (whitespace between, or alone in a `<p>`: wpautop wraps the comments of a block post
    /// shown without the block editor), nil when there is none or its JSON does not parse.
    static func attributes(before node: DOMNode, block name: String) -> [String: Any]? {
        let opening = "wp:" + name
        guard let before = nodeBefore(node), let comment = (before.comment ?? soleComment(in: before))?.trimmingSpaces,
              comment.hasPrefix(opening),
              let json = comment.dropFirst(opening.count).data(using: .utf8)
        else { return nil }
        return (try? JSONSerialization.jsonObject(with: json)) as? [String: Any]
    }

    /// The comment a `<p>` holds and nothing else but blank text.
    private static func soleComment(in paragraph: DOMNode) -> String? {
        guard paragraph.name == "p" else { return nil }
        let content = paragraph.children.filter { !($0.isText && ProseText.isBlank($0.characters)) }
        return content.count == 1 ? content.first?.comment : nil
    }

    /// The node before `node`, blank text left out. For a block that opens the post, libxml2 has
    /// put the comment before the `<html>` it implies, so the search goes on up through the
    /// implied `<body>` and `<html>` (past `<head>`, where it moves leading scripts and styles).
    private static func nodeBefore(_ node: DOMNode) -> DOMNode? {
        var current = node
        while true {
            var sibling = current.previousSibling
            while let candidate = sibling, candidate.name == "head" || (candidate.isText && ProseText.isBlank(candidate.characters)) {
                sibling = candidate.previousSibling
            }
            if let sibling { return sibling }
            guard let parent = current.parent, parent.name == "body" || parent.name == "html" else { return nil }
            current = parent
        }
    }
}
