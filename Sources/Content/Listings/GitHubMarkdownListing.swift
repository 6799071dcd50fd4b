/// A fenced block in Markdown rendered by GitHub (READMEs, release notes in `releases.atom`,
/// discussions): `<div class="highlight highlight-source-shell notranslate …"><pre>` with `pl-*`
/// spans, the raw code repeated in `data-snippet-clipboard-copy-content` (not shown). The
/// language is the TextMate scope after `highlight-`: `source-shell` → `shell`, `source-c++` →
/// `cpp`, `text-html-basic` → `html`, `text-shell-session` → `shell`.
struct GitHubMarkdownListing: ListingRecognizer {
    func recognize(_ node: DOMNode) -> RecognizedListing? {
        guard node.isElement, node.hasClass("highlight"),
              let scope = node.classSuffix(after: "highlight-source-") ?? node.classSuffix(after: "highlight-text-"),
              let pre = node.first("pre")
        else { return nil }
        return RecognizedListing(language: Self.language(ofScope: scope), code: CodeText.extract(pre), node: node)
    }

    /// The scope's name when the table knows it, else its first dash-separated word when that is
    /// known (`html-basic` → `html`), else the scope as written.
    private static func language(ofScope scope: String) -> String {
        if let known = LanguageName.known(scope) { return known }
        if let head = scope.split(separator: "-").first, let known = LanguageName.known(String(head)) { return known }
        return scope
    }
}
