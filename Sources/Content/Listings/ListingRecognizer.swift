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
    /// Code normalized by ``CodeText/normalized(_:)``.
    let code: String
    /// The last DOM sibling the listing spans: `node` itself unless it continues over siblings.
    let last: DOMNode

    init(language: String?, code: String, node: DOMNode, last: DOMNode? = nil) {
        self.language = LanguageName.normalized(language)
        self.code = CodeText.normalized(code)
        self.last = last ?? node
    }
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

    /// The listing at `node`, from `shared`'s answers when the parse is shared.
    static func recognize(_ node: DOMNode, sharing shared: SharedParse?) -> RecognizedListing? {
        guard let shared else { return recognize(node) }
        return shared.listing(at: node)
    }
}
