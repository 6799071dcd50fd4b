/// CodeColorer (WordPress, GeSHi behind it): `<div class="codecolorer-container php vibrant">`
/// around `<div class="php codecolorer">`, optionally in a table whose `td.line-numbers` gutter is
/// left out. The code is laid out without `<pre>` (`white-space: nowrap`): `<br />` ends a line,
/// indentation is `&nbsp;`. The language is the class word beside `codecolorer`.
struct CodeColorerListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.hasClass("codecolorer-container"),
              let code = node.descendants(where: { $0.hasClass("codecolorer") }).first
        else { return nil }
        let text = CodeText.collapsed(code, skip: { $0.hasClass("line-numbers") })
        return RecognizedListing(
            language: code.classLanguage(beside: ["codecolorer"]), code: EmptyLineFiller.removed(from: text),
            node: node)
    }
}
