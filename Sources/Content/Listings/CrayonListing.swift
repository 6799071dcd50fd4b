/// Crayon Syntax Highlighter (WordPress), and Urvanov Syntax Highlighter, its fork that renamed the
/// container and textarea classes (`urvanov-syntax-highlighter-*`) and kept Crayon's others:
/// `<div class="crayon-syntax">` with a toolbar naming the language (`span.crayon-language`),
/// the raw code in `textarea.crayon-plain` when present, and otherwise one `div.crayon-line` per
/// line next to a `crayon-nums` gutter, which is left out. The textarea holds the code as typed;
/// the lines write spaces as `&nbsp;` and an empty line as one `&nbsp;`
/// (``EmptyLineFiller``).
struct CrayonListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.hasClass("crayon-syntax") || node.hasClass("urvanov-syntax-highlighter-syntax") else { return nil }
        let language = node.descendants(where: { $0.hasClass("crayon-language") }).first?.textContent
        let plain = node.descendants(where: {
            $0.name == "textarea" && ($0.hasClass("crayon-plain") || $0.hasClass("urvanov-syntax-highlighter-plain"))
        }).first
        if let plain {
            return RecognizedListing(language: language, code: plain.textContent, node: node)
        }
        let lines = node.descendants(where: { $0.hasClass("crayon-line") })
        guard !lines.isEmpty else { return nil }
        let code = EmptyLineFiller.removed(from: lines.map { CodeText.extract($0) }.joined(separator: "\n"))
        return RecognizedListing(language: language, code: code, node: node)
    }
}
