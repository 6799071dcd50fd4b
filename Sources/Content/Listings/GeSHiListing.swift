/// GeSHi, as WordPress plugins emit it:
/// - wp_codebox: `<div class="wp_codebox"><table><tr><td class="line_numbers"><pre>1…</pre></td>
///   <td class="code"><pre class="objc">…</pre></td></tr></table></div>` (line numbers optional);
/// - WP-Syntax: `<div class="wp_syntax">` around the same table or a bare `<pre class="php">`;
/// - GeSHi's own fancy line numbers: `<pre class="php"><ol><li class="li1"><div class="de1">…`.
///
/// The `<pre>` class is the GeSHi language name. Editors that escape `&` before GeSHi escapes it
/// again leave `&amp;` in the code a reader saw as `&`; that second level is decoded, except in
/// markup languages where `&amp;` is meant. GeSHi's `&nbsp;` on an empty line is dropped
/// (``EmptyLineFiller``); the `div > ol` form writes every space as `&nbsp;` outside `<pre>`.
struct GeSHiListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement else { return nil }
        if node.hasClass("wp_codebox") || node.hasClass("wp_syntax") || (node.name == "table" && hasCodeCell(node)) {
            guard let pre = codePre(in: node) else { return nil }
            let language = pre.classes.first.map(String.init)
            return listing(CodeText.extract(pre), language: language, node: node)
        }
        // Only the first element and its first item are read: a `<div>` around a whole post, or
        // around a long list, is not parsed to its end to tell it is no listing.
        if node.name == "pre" || node.name == "div",
           let list = node.children.first(where: \.isElement), list.name == "ol",
           let item = list.children.first(where: \.isElement), item.hasClass("li1") || item.hasClass("li2") {
            let inPre = node.name == "pre"
            let lines = list.elementChildren.filter { $0.name == "li" }
                .map { inPre ? CodeText.extract($0) : CodeText.collapsed($0) }
            let language = node.classes.first { $0 != "geshi" }.map(String.init)
            return listing(lines.joined(separator: "\n"), language: language, node: node)
        }
        return nil
    }

    /// True when the table's first row has a `td.code` (the row of GeSHi's two cells).
    private func hasCodeCell(_ table: DOMNode) -> Bool {
        table.firstRow?.containsDescendant { $0.name == "td" && $0.hasClass("code") } ?? false
    }

    /// The `<pre>` holding the code: not the one in the line-number column.
    private func codePre(in node: DOMNode) -> DOMNode? {
        node.descendants(where: { $0.name == "pre" && $0.parent?.hasClass("line_numbers") != true }).first
    }

    private func listing(_ code: String, language: String?, node: DOMNode) -> RecognizedListing {
        let normalized = LanguageName.normalized(language)
        let decoded = Self.markupLanguages.contains(normalized ?? "") ? code : ResidualEntities.decoded(code)
        return RecognizedListing(language: normalized, code: EmptyLineFiller.removed(from: decoded), node: node)
    }

    private static let markupLanguages: Set<String> = ["html", "xml", "php", ""]
}
