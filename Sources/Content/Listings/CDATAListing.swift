import Foundation

/// Code pasted into prose wrapped in a visible `<![CDATA[ … ]]>` (escaped in the post HTML, so a
/// reader saw the markers), possibly over several paragraphs; `&nbsp;` there is the visual
/// editor's indentation, a space in code.
struct CDATAListing: ListingRecognizer {
    private static let opening = "<![CDATA["
    private static let closing = "]]>"

    func recognize(_ node: DOMNode) -> RecognizedListing? {
        let span = ProseSpan.text(
            from: node,
            startingWith: "<",
            opening: { $0.drop(while: \.isWhitespace).hasPrefix(Self.opening) ? Self.closing : nil })
        guard let span else { return nil }
        let text = span.text.drop(while: \.isWhitespace).dropFirst(Self.opening.count)
        guard let end = text.range(of: Self.closing, options: .backwards), text[end.upperBound...].allSatisfy(\.isWhitespace)
        else { return nil }
        return RecognizedListing(language: nil, code: String(text[..<end.lowerBound]), node: node, last: span.last)
    }
}
