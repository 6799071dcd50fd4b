/// A code listing as ``HTMLRenderer`` hands it to its code-block hook.
public struct CodeBlock: Sendable, Equatable {
    /// The code, byte for byte as the archive keeps it (``CodeListing/code``): the block's text
    /// without the newline cmark ends every code block with.
    public let code: String
    /// The canonical language name from ``LanguageName`` (`objc`, `swift`), nil for plain text.
    public let language: String?
    /// The default rendering, escaped: `<pre><code class="language-swift">…</code></pre>`
    /// (no class without a language), the `<code>` element's text being ``code`` exactly.
    public let html: String
    /// The block's place among the code blocks of the rendered Markdown, from 0: for a converted
    /// body, the index of its listing in ``Body/code``.
    public let position: Int

    /// The name readers know for ``language`` (`Objective-C`), nil for plain text.
    public var displayName: String? { language.map(LanguageName.displayName(of:)) }

    /// ``html`` with `class="language-X"` on the `<code>` element of a block that names no
    /// language, for a language known otherwise (a detected one); ``html`` itself when the block
    /// names one, or `language` is not a well-formed name.
    public func html(labelled language: String) -> String {
        let plain = "<pre><code>"
        guard self.language == nil, html.hasPrefix(plain), LanguageName.isWellFormed(language) else { return html }
        return "<pre><code class=\"language-\(language)\">" + html.dropFirst(plain.count)
    }
}
