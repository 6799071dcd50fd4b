import Foundation

/// Alex Gorbatchev's SyntaxHighlighter: its input forms `<pre class="brush: php; gutter: true">`
/// (SyntaxHighlighter Evolved's 3.x block: `<pre class="wp-block-syntaxhighlighter-code brush: php; notranslate">`)
/// and `<script type="syntaxhighlighter" class="brush: js"><![CDATA[…]]></script>`, and its
/// rendered form `div.syntaxhighlighter` (version 3: a `td.gutter` of numbers, one `div.line` per
/// line in `td.code`; version 2: `div.lines` of `div.line` tables whose `td.number` is left out).
/// Rendered lines write indentation as `&nbsp;` and an empty line as one
/// `&nbsp;` (``EmptyLineFiller``).
struct SyntaxHighlighterListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement else { return nil }
        // Read for `pre` and `script` only: this runs on every block element.
        let brush = { Self.brush(in: node.attribute("class") ?? "") }
        switch node.name {
        case "pre":
            guard let language = brush() else { return nil }
            return RecognizedListing(language: language, code: CodeText.extract(node), node: node)
        case "script" where node.attribute("type")?.lowercased() == "syntaxhighlighter":
            return RecognizedListing(language: brush(), code: Self.withoutCDATAMarkers(node.textContent), node: node)
        case "div" where node.hasClass("syntaxhighlighter"):
            let lines = node.descendants(where: { $0.hasClass("line") && $0.parent?.hasClass("gutter") != true
                && $0.ancestorCell?.hasClass("gutter") != true })
            guard !lines.isEmpty else { return nil }
            // The brush comes last, after options such as `nogutter` and `collapsed`.
            let language = node.classLanguage(beside: ["syntaxhighlighter"], last: true)
            let text = lines.map { CodeText.extract($0, skip: { $0.hasClass("number") }) }.joined(separator: "\n")
            let code = EmptyLineFiller.removed(from: text)
            return RecognizedListing(language: language, code: code, node: node)
        default:
            return nil
        }
    }

    /// The value of `brush:` in a class attribute such as `brush: php; gutter: true`, also after
    /// other class words (`wp-block-syntaxhighlighter-code brush: xml; notranslate`, as
    /// SyntaxHighlighter Evolved 3.x saved its block).
    private static func brush(in classAttribute: String) -> String? {
        for setting in classAttribute.split(separator: ";") {
            let parts = setting.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].split(whereSeparator: \.isWhitespace).last == "brush" {
                return parts[1].trimmingSpaces
            }
        }
        return nil
    }

    private static func withoutCDATAMarkers(_ text: String) -> String {
        var body = Substring(text)
        if let start = body.range(of: "<![CDATA[") { body = body[start.upperBound...] }
        if let end = body.range(of: "]]>", options: .backwards) { body = body[..<end.lowerBound] }
        return String(body)
    }
}

private extension DOMNode {
    /// The table cell this node is in, if any.
    var ancestorCell: DOMNode? {
        var current = parent
        while let node = current {
            if node.name == "td" { return node }
            current = node.parent
        }
        return nil
    }
}
