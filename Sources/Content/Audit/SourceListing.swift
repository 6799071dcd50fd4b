/// A code listing of a post's source: its code, as the listing recognizers read it, and every
/// language its markup states, read from the markup itself (not from the recognizer that took
/// the listing), normalized by ``LanguageName``.
struct SourceListing {
    let code: String
    /// The languages stated, in the order met: a class word with a language prefix
    /// (`language-`, `lang-`, `highlight-`, SyntaxHighlighter's `brush:`), a `data-lang`-like
    /// attribute, a bare class word the language table knows (`<code class='bash'>`), a block
    /// editor comment's `"language"`. Empty when the source states none.
    let statedLanguages: [String]
    /// The first language stated, as the source spells it (`bash`, where ``statedLanguages`` has
    /// `shell`).
    let statedAs: String?
    /// True when the listing's markup holds a no-break space: the converter writes each one as a
    /// space (editors indent code with `&nbsp;`), which the audit notes.
    let hadNoBreakSpaces: Bool

    /// The listing spanning the siblings `first` through `last`.
    init(code: String, from first: DOMNode, through last: DOMNode) {
        self.code = code
        var languages: [String] = []
        for name in Self.blockComments {
            if let language = WordPressBlockComment.attributes(before: first, block: name)?["language"] as? String {
                languages.append(language)
            }
        }
        var node: DOMNode? = first
        var noBreakSpaces = false
        while let current = node {
            if current.isElement { Self.collect(from: current, into: &languages) }
            if !noBreakSpaces, current.textContains("\u{A0}") { noBreakSpaces = true }
            if current == last { break }
            node = current.nextSibling
        }
        hadNoBreakSpaces = noBreakSpaces
        var seen: Set<String> = []
        statedLanguages = languages.compactMap(LanguageName.normalized).filter { seen.insert($0).inserted }
        statedAs = languages.first { LanguageName.normalized($0) != nil }
    }

    /// The languages `element` states, then those of the containers below it (a `pre`'s `code`,
    /// a figure's table, cell and `pre`); never those of a highlighter's token spans, whose class
    /// words (`c`, `k`, `s`) are not languages.
    private static func collect(from element: DOMNode, into languages: inout [String]) {
        let name = element.name
        for attribute in languageAttributes {
            if let value = element.attribute(attribute), !value.isEmpty { languages.append(value) }
        }
        if let value = element.attribute("class") { languages += stated(inClass: value) }
        for child in element.children where child.isElement {
            let childName = child.name
            if name == "pre" || name == "code" ? childName == "code" : containers.contains(childName) {
                collect(from: child, into: &languages)
            }
        }
    }

    /// The languages a `class` attribute states.
    static func stated(inClass value: String) -> [String] {
        var languages: [String] = []
        let words = value.split(whereSeparator: \.isWhitespace).map(withoutSemicolons)
        for (index, word) in words.enumerated() {
            let lowered = word.lowercased()
            if lowered == "brush:", index + 1 < words.count {
                languages.append(words[index + 1])
            } else if let prefix = prefixes.first(where: { lowered.hasPrefix($0) && lowered.count > $0.count }) {
                let name = String(word.dropFirst(prefix.count))
                if openPrefixes.contains(prefix) ? !notNames.contains(name.lowercased()) : LanguageName.known(name) != nil {
                    languages.append(name)
                }
            } else if LanguageName.known(word) != nil {
                languages.append(word)
            }
        }
        return languages
    }

    /// `word` without the semicolons it starts and ends with (`brush: php;`).
    private static func withoutSemicolons(_ word: Substring) -> String {
        let scalars = word.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, scalars[start] == ";" { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)] == ";" { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    /// Class prefixes before a language name, longest first (`highlight-source-python`).
    private static let prefixes = ["language-", "lang-", "lang:", "brush:", "highlight-source-", "highlight-"]
    /// Prefixes after which any well-formed name is a language; after the others (`lang-en` may
    /// be a natural language) only a name the language table knows.
    private static let openPrefixes: Set<String> = ["language-", "brush:"]
    /// Words after a prefix that name no language (`lang:default`, Crayon's setting).
    private static let notNames: Set<String> = ["default", "auto"]
    private static let languageAttributes = ["data-lang", "data-language", "data-enlighter-language"]
    /// Elements a listing's markup wraps its code in, whose classes may state its language.
    private static let containers: Set<String> = [
        "pre", "code", "div", "figure", "table", "thead", "tbody", "tr", "td", "section", "article",
    ]
    /// WordPress blocks whose comment states a listing's language.
    private static let blockComments = ["syntaxhighlighter/code", "code", "kevinbatdorf/code-block-pro", "enlighter/codeblock"]
}
