/// Pygments (Sphinx, Pelican, MkDocs, Jekyll's older highlighter):
/// `<div class="highlight-python"><div class="highlight"><pre>…</pre></div></div>`, a bare
/// `div.highlight`, and `table.highlighttable` (docutils and Nikola: `table.codetable`) whose `td.linenos` column is left out, as are
/// inline line numbers (`span.linenos`, `span.lineno`).
struct PygmentsListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement else { return nil }
        let wrapperLanguage = node.classSuffix(after: "highlight-")
        guard wrapperLanguage != nil || node.hasClass("highlight") || node.hasClass("highlighttable") || node.hasClass("codetable") else { return nil }
        let codeCell = node.descendants(where: { $0.name == "td" && $0.hasClass("code") }).first
        guard let pre = (codeCell ?? node).first("pre") else { return nil }
        let code = CodeText.extract(pre, skip: { $0.hasClass("linenos") || $0.hasClass("lineno") })
        let language = wrapperLanguage.map(Self.sphinxLexer) ?? Self.language(near: node, pre: pre)
        return RecognizedListing(language: language, code: code, node: node)
    }

    /// `highlight-LANG` on an enclosing wrapper, `language-LANG` on the `div.highlight` itself
    /// (Material for MkDocs: `<div class="language-xml highlight">`), `language-LANG` / `data-lang`
    /// on the code, a class word beside `highlight` on the `<pre>` (`<pre class="highlight terraform">`),
    /// or a known language name as a bare class of the `<pre>` or its `<code>` (Octopress's table:
    /// `<td class="code"><pre><code class="bash">`).
    private static func language(near node: DOMNode, pre: DOMNode) -> String? {
        if let wrapper = node.parent?.classSuffix(after: "highlight-") { return sphinxLexer(wrapper) }
        if let own = node.classSuffix(after: "language-") { return own }
        for element in [pre] + pre.elementChildren.filter({ $0.name == "code" }) {
            if let language = element.attribute("data-lang") ?? element.classSuffix(after: "language-") {
                return language
            }
        }
        return pre.classLanguage(beside: ["highlight"]) ?? pre.knownCodeClassLanguage
    }

    /// The lexer a Sphinx `highlight-NAME` wrapper names: `default` is Sphinx's default lexer, Python.
    private static func sphinxLexer(_ name: String) -> String {
        name == "default" ? "python" : name
    }
}
