/// Code typed as `<code>` with line breaks instead of `<pre>` (`<p><code>a();<br />b();</code></p>`),
/// a habit of the WordPress visual editor: a paragraph or block holding nothing but one `<code>`
/// that spans several lines. wpautop puts a `<br />` before each newline typed, so a break and
/// the newline after it count once; the editor writes indentation as `&nbsp;`, a space in code.
struct CodeParagraphListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.name == "p" || node.name == "div" else { return nil }
        let content = node.children.filter { !($0.isText && ProseText.isBlank($0.characters)) }
        guard content.count == 1, let code = content.first, code.isElement, code.name == "code",
              code.first("br") != nil
        else { return nil }
        return RecognizedListing(language: nil, code: CodeText.extract(code, wordPressBreaks: true), node: node)
    }
}
