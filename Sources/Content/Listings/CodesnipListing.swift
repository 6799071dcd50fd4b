/// WordPress codesnip (GeSHi behind it): `<div class="codesnip-container"><div class="php codesnip">`
/// with GeSHi's `<div>` layout, where `<br />` ends a line and every indentation space is
/// `&nbsp;` (the text collapses as any HTML outside `<pre>`: ``CodeText/collapsed(_:skip:)``), a
/// bare `codesnip-container` holding a one-line command, and GeSHi's `<pre>` form
/// `<pre class="bash codesnip">`. The language is the class word beside `codesnip`.
struct CodesnipListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.hasClass("codesnip-container") || node.hasClass("codesnip") else { return nil }
        let snip = node.hasClass("codesnip") ? node : node.descendants(where: { $0.hasClass("codesnip") }).first
        let language = snip?.classLanguage(beside: ["codesnip"])
        let code = if let snip, snip.name == "pre" { CodeText.extract(snip) } else { CodeText.collapsed(snip ?? node) }
        return RecognizedListing(language: language, code: EmptyLineFiller.removed(from: code), node: node)
    }
}
