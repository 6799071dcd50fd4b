import Content

/// The site's code-block hook for ``HTMLRenderer``: a listing that names a language is wrapped in
/// `<figure class="listing"><figcaption>Objective-C</figcaption>…</figure>`, its `<code>` keeping
/// `class="language-objc"` for `listing.js` (highlighting, copy button); a listing in plain text
/// stays a bare `<pre><code>`. The name shown and the class both come from Content's one table of
/// languages (``LanguageName``), so the label and the highlighter agree.
enum ListingFigure {
    static func html(_ block: CodeBlock) -> String {
        guard let name = block.displayName else { return block.html }
        return "<figure class=\"listing\"><figcaption>\(Escape.markup(name))</figcaption>\(block.html)</figure>"
    }
}
