/// A tag of markup: `<name …>`, `</name>` or `<name …/>`.
struct MarkupTag {
    let name: Substring
    let isClosing: Bool
    let isSelfClosing: Bool

    /// Every tag of `text`, in order (comments, declarations and processing instructions left out),
    /// in one pass: the next `>` is looked for again only once the last one found is behind.
    static func all(in text: Substring) -> [MarkupTag] {
        var tags: [MarkupTag] = []
        var rest = text[...], closing: Substring.Index?
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if closing.map({ $0 < rest.startIndex }) ?? true { closing = rest.firstIndex(of: ">") }
            guard let end = closing else { break }
            let isClosing = rest.first == "/"
            let name = rest.dropFirst(isClosing ? 1 : 0).prefix { $0.isIdentifier || $0 == "-" || $0 == ":" || $0 == "." }
            guard let letter = name.first, letter.isLetter else { continue }
            tags.append(MarkupTag(name: name, isClosing: isClosing, isSelfClosing: rest[..<end].hasSuffix("/")))
            rest = rest[rest.index(after: end)...]
        }
        return tags
    }
}
