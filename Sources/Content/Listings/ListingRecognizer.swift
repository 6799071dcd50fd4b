/// One highlighter's or editor's way of putting code in a post (GeSHi, Pygments, `<pre>`...).
///
/// Each format lives in a file of its own and is listed in ``ListingRecognizers/all``, most
/// specific first: the first recognizer that claims a node wins.
protocol ListingRecognizer: Sendable {
    /// The listing held by `node` (an element or a text node met at block level), or nil when
    /// `node` is not this format.
    func recognize(_ node: DOMNode) -> RecognizedListing?
}

/// A listing found in the DOM: normalized language and code.
struct RecognizedListing {
    /// Normalized language (``LanguageName``), nil when unknown.
    let language: String?
    /// Code normalized by ``CodeText/normalized(_:noBreakSpaces:)``.
    let code: String
    /// The last DOM sibling the listing spans: `node` itself unless it continues over siblings.
    let last: DOMNode

    init(language: String?, code: String, node: DOMNode, last: DOMNode? = nil, noBreakSpaces: NoBreakSpaces = .kept) {
        self.language = LanguageName.normalized(language)
        self.code = CodeText.normalized(code, noBreakSpaces: noBreakSpaces)
        self.last = last ?? node
    }
}

/// What a no-break space (U+00A0, `&nbsp;`, `&#160;`) in a listing's markup stands for, decided
/// by each recognizer for its family.
///
/// Inside `<pre>` a space needs no entity, so a no-break space there is one the author typed and
/// is ``kept``: the code is byte-exact. Markup laid out without `<pre>`, where a browser would
/// collapse runs of spaces, writes the code's own spaces as `&nbsp;`, and there every no-break
/// space is a space (``spaces``): GeSHi's `<div>` output (WordPress codesnip and CodeColorer, GeSHi
/// `div > ol`), SyntaxHighlighter's rendered lines, Crayon's lines, code the WordPress visual
/// editor wrote as `<p><code>` with `<br />` or left in paragraphs as shortcodes or CDATA.
enum NoBreakSpaces: Sendable {
    /// U+00A0 stays U+00A0.
    case kept
    /// U+00A0 becomes U+0020.
    case spaces
}

/// Every known listing format, in the order they are tried.
enum ListingRecognizers {
    static let all: [any ListingRecognizer] = [
        ChromaListing(),
        RougeListing(),
        GitHubMarkdownListing(),
        ChromaInlineStyleListing(),
        PygmentsListing(),
        GeSHiListing(),
        CodesnipListing(),
        CodeColorerListing(),
        CrayonListing(),
        SyntaxHighlighterListing(),
        SyntaxHighlighterBlockListing(),
        CodeBlockProListing(),
        GistListing(),
        EnlighterListing(),
        PrismListing(),
        ShortcodeListing(),
        CodeParagraphListing(),
        CDATAListing(),
        PreListing(),
    ]

    static func recognize(_ node: DOMNode) -> RecognizedListing? {
        for recognizer in all {
            if let listing = recognizer.recognize(node) { return listing }
        }
        return nil
    }
}
