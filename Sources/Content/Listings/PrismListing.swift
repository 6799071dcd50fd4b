/// Prism, highlight.js and Google Prettify: `<pre class="language-swift">`, `<pre><code class="lang-js">`,
/// `<code class="hljs python">`, `<pre class="prettyprint lang-js linenums">`. Prism's line-number
/// rows and Prettify's `ol.linenums` numbering are left out (Prettify lines are its `li`s).
struct PrismListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.name == "pre" else { return nil }
        let code = node.elementChildren.first { $0.name == "code" }
        guard let language = Self.language(of: node, code: code) else { return nil }
        if let numbered = node.first("ol"), numbered.hasClass("linenums") {
            let lines = numbered.elementChildren.filter { $0.name == "li" }.map { CodeText.extract($0) }
            return RecognizedListing(language: language.name, code: lines.joined(separator: "\n"), node: node)
        }
        let text = CodeText.extract(code ?? node, skip: { $0.hasClass("line-numbers-rows") })
        return RecognizedListing(language: language.name, code: text, node: node)
    }

    /// The language named by the classes of the `<pre>` or its `<code>`, nil when neither is
    /// marked as highlighted; its `name` is nil for a block without a language (`hljs` alone).
    private static func language(of pre: DOMNode, code: DOMNode?) -> Language? {
        var highlighted = false
        for element in [code, pre].compactMap({ $0 }) {
            if let name = element.classSuffix(after: "language-") ?? element.classSuffix(after: "lang-") {
                return Language(name: name)
            }
            if element.hasClass("hljs") || element.hasClass("prettyprint") {
                highlighted = true
                if let name = element.classLanguage(beside: ["hljs", "prettyprint"]) {
                    return Language(name: name)
                }
            }
        }
        return highlighted ? Language(name: nil) : nil
    }

    private struct Language {
        let name: String?
    }
}
