/// Code Block Pro (WordPress, Shiki behind it): `div.wp-block-kevinbatdorf-code-block-pro` holding
/// an optional header, a hidden copy button whose `pre.code-block-pro-copy-button-pre` repeats the
/// raw code for the clipboard (left out: a reader does not see it), and the highlighted
/// `<pre class="shiki theme"><code>` with one `span.line` per line. The rendered block names its
/// language only in a header label (`Bash`), when the header shows one; the block comment a WXR
/// export keeps has it as an attribute (``WordPressBlockComment``).
struct CodeBlockProListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.hasClass("wp-block-kevinbatdorf-code-block-pro"),
              let pre = node.descendants(where: { $0.name == "pre" && !$0.hasClass("code-block-pro-copy-button-pre") }).first
        else { return nil }
        let attributes = WordPressBlockComment.attributes(before: node, block: "kevinbatdorf/code-block-pro")
        let language = attributes?["language"] as? String ?? Self.headerLabel(of: node)
        return RecognizedListing(language: language, code: CodeText.extract(pre), node: node)
    }

    /// The text of the header the block starts with (a `span`, not the copy button), if any.
    private static func headerLabel(of block: DOMNode) -> String? {
        guard let header = block.elementChildren.first, header.name == "span", !header.hasClass("code-block-pro-copy-button")
        else { return nil }
        let label = header.textContent.trimmingSpaces
        return label.isEmpty ? nil : label
    }
}
