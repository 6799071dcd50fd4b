import Archive
import Content
import Feeds

/// The site's code-block hook for ``HTMLRenderer``: a listing that names a language is wrapped in
/// `<figure class="listing"><figcaption>Objective-C</figcaption>…</figure>`, its `<code>` keeping
/// `class="language-objc"` for `listing.js` (highlighting, copy button); a listing in plain text
/// stays a bare `<pre><code>`. The name shown and the class both come from Content's one table of
/// languages (``LanguageName``), so the label and the highlighter agree.
///
/// A listing that states no language but whose language was detected (``PostListing/detectedLanguage``)
/// is labelled as a guess: `<figure class="listing detected"><figcaption title="…">Python
/// (detected)</figcaption>`, its `<code>` given `class="language-python"` so that it is highlighted too.
enum ListingFigure {
    /// The caption's tooltip on a detected language.
    static let detectedTitle = "Detected from the code: the post states no language"

    /// The HTML of `block`, a code block of a post whose listings are `listings`.
    static func html(_ block: CodeBlock, listings: [PostListing]) -> String {
        if let name = block.displayName {
            return "<figure class=\"listing\"><figcaption>\(MarkupEscaper.markup(name))</figcaption>\(block.html)</figure>"
        }
        guard let detected = detectedLanguage(of: block, in: listings) else { return block.html }
        let name = MarkupEscaper.markup(LanguageName.displayName(of: detected))
        return "<figure class=\"listing detected\"><figcaption title=\"\(detectedTitle)\">\(name) (detected)</figcaption>"
            + "\(block.html(labelled: detected))</figure>"
    }

    /// The detected language of the listing `block` renders: the listing at its position, when
    /// its code is the block's.
    private static func detectedLanguage(of block: CodeBlock, in listings: [PostListing]) -> String? {
        guard listings.indices.contains(block.position) else { return nil }
        let listing = listings[block.position]
        return listing.code == block.code ? listing.detectedLanguage : nil
    }
}
