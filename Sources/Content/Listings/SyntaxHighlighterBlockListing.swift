import Foundation

/// The SyntaxHighlighter Evolved block as WordPress saves it (the post source a WXR export
/// holds): `<!-- wp:syntaxhighlighter/code {"language":"sql"} -->` then
/// `<pre class="wp-block-syntaxhighlighter-code">`. The language is only in the block comment;
/// without a `language` attribute the block uses the plugin's default, which names none.
struct SyntaxHighlighterBlockListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.name == "pre", node.hasClass("wp-block-syntaxhighlighter-code") else { return nil }
        return RecognizedListing(language: Self.language(before: node), code: CodeText.extract(node), node: node)
    }

    /// The `language` attribute of the block comment right before `pre` (whitespace between).
    private static func language(before pre: DOMNode) -> String? {
        var sibling = pre.previousSibling
        while let node = sibling, node.isText, ProseText.isBlank(node.characters) {
            sibling = node.previousSibling
        }
        guard let comment = sibling?.comment?.trimmingSpaces, comment.hasPrefix(blockName),
              let attributes = comment.dropFirst(blockName.count).data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: attributes) as? [String: Any]
        else { return nil }
        return object["language"] as? String
    }

    private static let blockName = "wp:syntaxhighlighter/code"
}
