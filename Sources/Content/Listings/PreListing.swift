/// The fallback for any `<pre>`: `<pre lang="x">` (WP-Syntax's input form), `<pre><code>`, and
/// plain `<pre>`. The language comes from `lang`/`data-lang`, a `language-`/`lang-` class, a class
/// word beside `highlight` (Rouge: `<pre class="highlight objective_c">`), `sourceCode` (pandoc:
/// `<pre class="sourceCode haskell">`) or `literal-block` (docutils' `.. code:: docker`:
/// `<pre class="code docker literal-block">`), or else a class word that is a known language name;
/// WordPress shortcodes left inside are unwrapped.
struct PreListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.name == "pre" || node.name == "listing" else { return nil }
        let code = CodeText.extract(node)
        if let shortcode = Shortcode.parse(code) {
            return RecognizedListing(language: shortcode.language, code: shortcode.body, node: node)
        }
        return RecognizedListing(language: language(of: node), code: code, node: node)
    }

    private func language(of pre: DOMNode) -> String? {
        let candidates = [pre] + pre.elementChildren.filter { $0.name == "code" }
        for element in candidates {
            if let named = element.attribute("lang") ?? element.attribute("data-lang") ?? element.attribute("data-language") {
                return named
            }
            if let prefixed = element.classSuffix(after: "language-") ?? element.classSuffix(after: "lang-") {
                return prefixed
            }
            if let word = element.classLanguage(beside: ["highlight", "sourceCode", "literal-block"]) ?? element.knownClassLanguage {
                return word
            }
        }
        return nil
    }
}
