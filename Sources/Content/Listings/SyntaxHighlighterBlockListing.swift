/// The SyntaxHighlighter Evolved block as WordPress saves it (the post source a WXR export
/// holds): `<!-- wp:syntaxhighlighter/code {"language":"sql"} -->` then
/// `<pre class="wp-block-syntaxhighlighter-code">`. The language is only in the block comment
/// (``WordPressBlockComment``); without a `language` attribute the block uses the plugin's
/// default, which names none.
struct SyntaxHighlighterBlockListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.name == "pre", node.hasClass("wp-block-syntaxhighlighter-code") else { return nil }
        let attributes = WordPressBlockComment.attributes(before: node, block: "syntaxhighlighter/code")
        return RecognizedListing(language: attributes?["language"] as? String, code: CodeText.extract(node), node: node)
    }
}
