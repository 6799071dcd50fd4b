/// WordPress code shortcodes left raw in paragraphs (`[sourcecode language="python"]` … `[/sourcecode]`),
/// possibly over several paragraphs; WordPress's smart punctuation is undone in the code, and the
/// visual editor's `&nbsp;` indentation is spaces.
struct ShortcodeListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        let span = ProseSpan.text(
            from: node,
            startingWith: "[",
            opening: { text in Shortcode.Opening(text).map { "[/\($0.name)]" } })
        guard let span, let shortcode = Shortcode.parse(span.text) else { return nil }
        return RecognizedListing(language: shortcode.language, code: shortcode.body, node: node, last: span.last)
    }
}
