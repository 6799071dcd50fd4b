/// Enlighter (WordPress): `<pre class="EnlighterJSRAW" data-enlighter-language="php">`, the raw
/// code that EnlighterJS highlights in the browser. Its names for no particular language
/// (`generic`, `raw`, and `null` written by some versions) are none.
struct EnlighterListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.name == "pre", node.hasClass("EnlighterJSRAW") else { return nil }
        let language = node.attribute("data-enlighter-language").flatMap { Self.unnamed.contains($0.lowercased()) ? nil : $0 }
        return RecognizedListing(language: language, code: CodeText.extract(node), node: node)
    }

    private static let unnamed: Set<String> = ["generic", "raw", "null"]
}
