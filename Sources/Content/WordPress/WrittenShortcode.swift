/// A shortcode as the author wrote it in a WordPress post body, met by ``ShortcodeExpansion``:
/// what the migration audit checks a trace of in what the archive keeps.
struct WrittenShortcode: Equatable {
    /// `audio`, `gallery`, `sourcecode`, `contact-form-7`...
    let name: String
    /// The opening tag, verbatim: `[audio src="talk.mp3"]`.
    let opening: String
    /// The text up to the closing tag, nil without one.
    let content: String?

    /// Its attributes, read as WordPress reads them.
    var attributes: ShortcodeAttributes {
        var inner = opening.dropFirst().drop { $0 != " " && $0 != "]" && $0 != "/" && $0 != "\t" && $0 != "\n" }
        if inner.hasSuffix("]") { inner = inner.dropLast() }
        if inner.hasSuffix("/") { inner = inner.dropLast() }
        return ShortcodeAttributes(String(inner))
    }

    /// True for the shortcodes blogkit expands (media, gallery, caption, embed).
    var isExpanded: Bool { WordPressShortcodes.expandedNames.contains(Array(name.utf8)) }
    /// True for a code shortcode (`[sourcecode]`, `[php]`...), kept as written for the listings.
    var isCode: Bool { WordPressShortcodes.codeNames.contains(Array(name.utf8)) }
}

extension WordPressShortcodes {
    /// The shortcodes of `html` as the author wrote them, in order: those expanded, code
    /// shortcodes, and every other `[name …]` outside code, tags and comments (which expansion
    /// keeps as text). `[[name]]`, the literal `[name]`, is none.
    static func written(in html: String) -> [WrittenShortcode] {
        guard html.utf8.contains(.openBracket) else { return [] }
        var expansion = ShortcodeExpansion(source: ShortcodeSource(html, names: indexedNames), shortcodes: WordPressShortcodes())
        expansion.recordsShortcodes = true
        _ = expansion.run()
        return expansion.written
    }
}
