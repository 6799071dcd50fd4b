/// Code typed as `<code>` with line breaks instead of `<pre>` (`<p><code>a();<br />b();</code></p>`),
/// a habit of the WordPress visual editor: a paragraph or block holding nothing but one `<code>`
/// that spans several lines. wpautop puts a `<br />` before each newline typed, so a break and
/// the newline after it count once; the editor writes indentation as `&nbsp;`, a space in code.
struct CodeParagraphListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.name == "p" || node.name == "div" else { return nil }
        // Read no further than a first child that is no `<code>`, or a second child: a long
        // paragraph, or a `<div>` around a whole post, is parsed as it is converted.
        var content: DOMNode?
        for child in node.children where !(child.isText && ProseText.isBlank(child.characters)) {
            guard content == nil, child.isElement, child.name == "code" else { return nil }
            content = child
        }
        guard let code = content, code.first("br") != nil else { return nil }
        return RecognizedListing(language: nil, code: CodeText.extract(code, wordPressBreaks: true), node: node)
    }
}
