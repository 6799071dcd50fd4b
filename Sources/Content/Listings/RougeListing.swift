/// Rouge (Jekyll, GitHub Pages): `<div class="language-ruby highlighter-rouge"><div class="highlight">
/// <pre class="highlight"><code>…`, Jekyll's `{% highlight %}` as `<figure class="highlight"><pre>
/// <code class="language-ruby" data-lang="ruby">`, Hexo's `<figure class="highlight elixir">` (the
/// language beside `highlight`), a known language as a bare class of the `<pre>` or `<code>`, and
/// line numbers as `table.rouge-table` whose
/// `td.rouge-gutter` (or `td.gutter`, `pre.lineno`) is left out.
struct RougeListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement,
              node.hasClass("highlighter-rouge") || (node.name == "figure" && node.hasClass("highlight"))
                || node.hasClass("rouge-table")
        else { return nil }
        let codeCell = node.descendants(where: { $0.name == "td" && ($0.hasClass("rouge-code") || $0.hasClass("code")) }).first
        guard let pre = (codeCell ?? node).first("pre") else { return nil }
        let code = CodeText.extract(pre, skip: { $0.hasClass("lineno") || $0.hasClass("rouge-gutter") })
        return RecognizedListing(language: language(of: node, pre: pre), code: code, node: node)
    }

    private func language(of node: DOMNode, pre: DOMNode) -> String? {
        if let wrapper = node.classSuffix(after: "language-") ?? node.classLanguage(beside: ["highlight"]) { return wrapper }
        let code = node.first("code")
        return code?.attribute("data-lang") ?? code?.classSuffix(after: "language-") ?? pre.attribute("data-lang")
            ?? pre.classLanguage(beside: ["highlight"]) ?? pre.knownCodeClassLanguage
    }
}
