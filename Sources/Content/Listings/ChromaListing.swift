/// Chroma (Hugo): `<div class="highlight"><pre class="chroma"><code class="language-go" data-lang="go">`
/// with one `span.line` per line, the code in `span.cl`, and line numbers as `span.ln` — or, in
/// table mode, `table.lntable` whose first `td.lntd` holds `span.lnt` numbers. Numbers are left out.
struct ChromaListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement else { return nil }
        let isChroma = node.hasClass("chroma") || node.hasClass("lntable")
            || (node.hasClass("highlight") && !node.descendants(where: { $0.hasClass("chroma") }).isEmpty)
        guard isChroma else { return nil }
        let pres = node.descendants(where: { $0.name == "pre" })
        // In table mode the first <pre> holds the line numbers.
        let numberColumns = pres.filter { pre in pre.descendants(where: { $0.hasClass("lnt") }).count > 0 }
        guard let pre = pres.first(where: { !numberColumns.contains($0) }) ?? (node.name == "pre" ? node : nil) else { return nil }
        let code = CodeText.extract(pre, skip: { $0.hasClass("ln") || $0.hasClass("lnt") }, endsLine: { $0.hasClass("line") })
        let codeElement = pre.first("code")
        let language = codeElement?.attribute("data-lang") ?? codeElement?.classSuffix(after: "language-")
        return RecognizedListing(language: language, code: code, node: node)
    }
}
