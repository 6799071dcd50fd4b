/// How the converter treats an HTML element, decided by its tag name alone.
enum ElementKind {
    /// Never rendered, content included: scripts, styles, embedded objects, form controls, metadata.
    case dropped
    /// A block the converter maps (paragraph, heading, list, quote, rule, pre, table, dl, figure).
    case block
    /// A block-level wrapper without meaning of its own (div, section, center...): its content starts
    /// a new block and is unwrapped.
    case blockWrapper
    /// Inline content: mapped (em, a, code, img...) or unwrapped (span, font, abbr...).
    case inline

    init(_ name: String) {
        self = Self.kinds[name] ?? .inline
    }

    /// The kind of every name listed below, found in one lookup: a listing's highlighter markup
    /// asks it of every `<span>`, which none of the lists holds. A misnested void name is inline
    /// whatever else lists it.
    private static let kinds: [String: ElementKind] = {
        var kinds: [String: ElementKind] = [:]
        for (names, kind) in [(blockWrapperNames, blockWrapper), (blockNames, block), (droppedNames, dropped)] {
            for name in names { kinds[name] = kind }
        }
        for name in misnestedVoidNames { kinds[name] = .inline }
        return kinds
    }()

    /// Elements removed with everything inside them: executable, embedded or interactive content.
    /// (`video` and `audio` leave a link to their file behind, `iframe`, `object` and a gist's
    /// `script` one to the page they show: see `MarkdownBuilder.leavesLink`.)
    private static let droppedNames: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "applet", "param",
        "input", "button", "select", "option", "optgroup", "textarea", "datalist", "output",
        "meta", "link", "base", "head", "title", "svg", "math", "noscript", "noembed", "noframes",
        "template", "canvas", "audio", "video", "map", "area", "portal", "dialog",
        "xmp", "plaintext", "colgroup", "col",
    ]

    /// Void elements libxml2 2.9's HTML parser does not know as void: it nests everything that
    /// follows `<embed src=x>` inside it. They render nothing themselves, so they are unwrapped,
    /// never dropped, or the rest of the post would go with them.
    private static let misnestedVoidNames: Set<String> = ["embed", "source", "track"]

    private static let blockNames: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "menu", "dir", "li", "blockquote", "hr",
        "pre", "listing", "table", "dl", "dt", "dd", "figure", "figcaption", "caption",
        "thead", "tbody", "tfoot", "tr", "td", "th",
    ]

    private static let blockWrapperNames: Set<String> = [
        "div", "section", "article", "aside", "header", "footer", "main", "nav", "center", "address",
        "details", "summary", "fieldset", "legend", "form", "hgroup", "body", "html", "search",
    ]
}
