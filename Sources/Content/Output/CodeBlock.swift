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

    /// The name readers know for ``language`` (`Objective-C`), nil for plain text.
    public var displayName: String? { language.map(LanguageName.displayName(of:)) }
}
