import Foundation

/// WordPress's `wpautop` rules, for the content of a classic-editor post, which WordPress stores
/// without `<p>` and adds them when it shows the post: a blank line ends a paragraph, a single
/// newline is a `<br />`. Never inside `<pre>`, nor inside a code shortcode (`[sourcecode]`,
/// `[code]`, `[php]`…: ``CodeShortcode``), which becomes a `<pre class="brush: LANGUAGE">` as
/// SyntaxHighlighter renders it, before WordPress makes paragraphs.
/// Block-editor content (`<!-- wp:` comments) already has its `<p>` and is left as it is.
public enum AutoParagraph {
    /// `html` with the paragraphs and line breaks WordPress would show it with.
    public static func apply(_ html: String) -> String {
        guard !html.contains("<!-- wp:"), html.contains(where: \.isNewline) || html.contains("[") else { return html }
        var kept: [String] = []
        var text = html.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        text = codeShortcodes.replace(in: text) { span, attributes, code in
            keep(listing(name: span.dropFirst().prefix { !$0.isWhitespace && $0 != "]" }, attributes: attributes, code: code), in: &kept)
        }
        text = preElements.replace(in: text) { element, _, _ in keep(String(element), in: &kept) }
        text = tag.replace(in: text) { groups in groups[0].replacingOccurrences(of: "\n", with: " ") }
        text = doubleBreak.replace(in: text) { _ in "\n\n" }
        text = blockStart.replace(in: text) { "\n\n" + $0[1] }
        text = blockEnd.replace(in: text) { $0[1] + "\n\n" }
        let paragraphs = text.components(separatedBy: "\n\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .map { "<p>" + $0 + "</p>" }
        text = paragraphs.joined(separator: "\n")
        text = paragraphAroundBlock.replace(in: text) { $0[1] }
        text = paragraphBeforeBlock.replace(in: text) { $0[1] }
        text = paragraphAfterBlock.replace(in: text) { $0[1] }
        text = lineBreak.replace(in: text) { _ in "<br />\n" }
        text = breakAfterBlock.replace(in: text) { $0[1] }
        text = breakBeforeBlock.replace(in: text) { $0[1] }
        // Latest first: a `<pre>` kept after a shortcode holds that shortcode's placeholder.
        for (index, original) in kept.enumerated().reversed() {
            text = text.replacingOccurrences(of: placeholder(index), with: original)
        }
        return text
    }

    /// The HTML listing the code shortcode `name` stands for, in the language its attributes
    /// name, else in the one its name is (`[php]`); its code is written as is, entities and all,
    /// but a `<` is text there (`List<T>`), not a tag.
    private static func listing(name: Substring, attributes: Substring, code: Substring) -> String {
        let language = languageAttribute.firstGroups(in: String(attributes))?[1] ?? CodeShortcode.language(ofName: String(name))
        var code = code
        if code.first == "\n" { code = code.dropFirst() }
        if code.last == "\n" { code = code.dropLast() }
        let escaped = code.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        return (language.map { "<pre class=\"brush: \($0)\">" } ?? "<pre>") + escaped + "</pre>"
    }

    private static func keep(_ html: String, in kept: inout [String]) -> String {
        kept.append(html)
        return placeholder(kept.count - 1)
    }

    /// A block element of its own, so that paragraphs form around it, and that no post contains.
    private static func placeholder(_ index: Int) -> String { "<pre data-blogkit-autop=\"\(index)\"></pre>" }

    private static let blocks = "(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre"
        + "|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup"
        + "|header|footer|nav|figure|figcaption|details|menu|summary)"
    private static let codeShortcodes = Spans(bracket: "[", names: CodeShortcode.names.sorted())
    private static let languageAttribute = Pattern(#"(?:language|lang)\s*=\s*["']?([\w+#.-]+)"#)
    private static let preElements = Spans(bracket: "<", names: ["pre"])
    private static let tag = Pattern(#"<[^<>]*\n[^<>]*>"#)
    private static let doubleBreak = Pattern(#"<br\s*/?>\s*<br\s*/?>"#)
    private static let blockStart = Pattern("(<\(blocks)[\\s/>])")
    private static let blockEnd = Pattern("(</\(blocks)>)")
    private static let paragraphAroundBlock = Pattern("<p>\\s*(</?\(blocks)[^>]*>)\\s*</p>")
    private static let paragraphBeforeBlock = Pattern("<p>\\s*(</?\(blocks)[^>]*>)")
    private static let paragraphAfterBlock = Pattern("(</?\(blocks)[^>]*>)\\s*</p>")
    private static let lineBreak = Pattern(#"(?<!<br />)[ \t]*\n(?!<p>|</?p>)"#)
    private static let breakAfterBlock = Pattern("(</?\(blocks)[^>]*>)\\s*<br />")
    private static let breakBeforeBlock = Pattern("<br />(\\s*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)")
}
