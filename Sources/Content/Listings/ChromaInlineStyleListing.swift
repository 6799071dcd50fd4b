import Foundation

/// Chroma with inline styles instead of classes (Hugo's default `markup.highlight.noClasses`,
/// goldmark-highlighting, lute): nothing but `style` attributes to go by. Line numbers are spans
/// styled `user-select:none` holding a number, either at the start of each
/// `<span style="display:flex;">` line or as a `<pre>` of their own in the first cell of a layout
/// table; they are left out, and the listing is the `<pre>` that is not all numbers.
struct ChromaInlineStyleListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.name == "pre" || node.hasClass("highlight") else { return nil }
        let pres = node.name == "pre" ? [node] : node.descendants(where: { $0.name == "pre" })
        guard pres.contains(where: { $0.containsDescendant(where: Self.isLineNumber) }),
              let pre = pres.first(where: { !Self.isGutter($0) })
        else { return nil }
        let code = pre.first("code")
        let language = code?.attribute("data-lang") ?? code?.classSuffix(after: "language-")
        return RecognizedListing(language: language, code: CodeText.extract(pre, skip: Self.isLineNumber), node: node)
    }

    /// A span styled `user-select:none` (the reader cannot select it) that holds a line number.
    private static func isLineNumber(_ node: DOMNode) -> Bool {
        guard node.isElement, node.attribute("style", contains: "user-select"), node.name == "span",
              let style = node.attribute("style"), style.contains("user-select:none") || style.contains("user-select: none")
        else { return false }
        let number = node.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        return !number.isEmpty && number.allSatisfy(\.isNumber)
    }

    /// A `<pre>` whose text is all line numbers: the number column of table mode.
    private static func isGutter(_ pre: DOMNode) -> Bool {
        ProseText.isBlank(CodeText.extract(pre, skip: isLineNumber))
    }
}
