/// The picture an `<img>` shows a reader, lazy loading undone.
///
/// Lazy-loading plugins (WP Rocket, a3 Lazy Load, Jetpack, lazysizes, jQuery Lazy Load...) write
/// a placeholder in `src` (a `data:` GIF or SVG, a `lazy_placeholder.gif`, or nothing) and the
/// picture in an attribute their script copies into `src` or `srcset` once the image is in view;
/// most add the plain image again in a `<noscript>` right after it, for readers without scripts.
/// The converter and the audit both read an image's URL here, so that they agree on it.
extension DOMNode {
    /// The URL (as written, not yet resolved) an `<img>` shows: its `<noscript>` twin's, which
    /// the site wrote for readers without scripts, as an archive is; else the first of
    /// `data-src`, `data-lazy-src`, `data-original`; else the widest candidate of `data-srcset`
    /// or `data-lazy-srcset`; else `src`; else the widest candidate of `srcset`. "" when none.
    var imageSource: String {
        if let twin = noscriptTwin {
            let source = twin.ownImageSource
            if !source.isEmpty { return source }
        }
        return ownImageSource
    }

    /// True for a `<noscript>` that only repeats the `<img>` just before it (``imageSource``
    /// reads it there): nothing of it is left out.
    var isNoscriptTwin: Bool {
        name == "noscript" && soleImage != nil && Self.adjacent(self, \.previousSibling)?.name == "img"
    }

    /// The URL of this `<img>` from its own attributes.
    private var ownImageSource: String {
        for name in Self.lazySourceAttributes {
            if let value = nonBlankAttribute(name) { return value }
        }
        for name in Self.lazySourceSetAttributes {
            if let value = nonBlankAttribute(name), let widest = Self.widestCandidate(of: value) { return widest }
        }
        if let source = nonBlankAttribute("src") { return source }
        return nonBlankAttribute("srcset").flatMap(Self.widestCandidate) ?? ""
    }

    /// The `<img>` a `<noscript>` right after this `<img>` holds alone, blank text aside.
    private var noscriptTwin: DOMNode? {
        guard let after = Self.adjacent(self, \.nextSibling), after.name == "noscript" else { return nil }
        return after.soleImage
    }

    /// The only child of this element when it is an `<img>` and every other child is blank text.
    private var soleImage: DOMNode? {
        var image: DOMNode?
        for child in children {
            if child.isElement {
                guard image == nil, child.name == "img" else { return nil }
                image = child
            } else if child.isText, !ProseText.isBlank(child.characters) {
                return nil
            }
        }
        return image
    }

    /// The first node from `node` along `step` that is not blank text or a comment.
    private static func adjacent(_ node: DOMNode, _ step: KeyPath<DOMNode, DOMNode?>) -> DOMNode? {
        var current = node[keyPath: step]
        while let candidate = current, !candidate.isElement {
            guard candidate.comment != nil || (candidate.isText && ProseText.isBlank(candidate.characters)) else { return nil }
            current = candidate[keyPath: step]
        }
        return current
    }

    private func nonBlankAttribute(_ name: String) -> String? {
        guard let value = attribute(name), !ProseText.isBlank(value) else { return nil }
        return value
    }

    /// The URL of the candidate of a `srcset` with the largest width or density descriptor (the
    /// first of equals; no descriptor is `1x`), nil when it names none.
    static func widestCandidate(of sourceSet: String) -> String? {
        var best: (url: Substring, size: Double)?
        for candidate in candidates(of: sourceSet) where candidate.size > (best?.size ?? -1) {
            best = candidate
        }
        return best.map { String($0.url) }
    }

    /// The candidates of a `srcset`, in order: each URL and its width or density descriptor's
    /// number (1 for none).
    static func candidates(of sourceSet: String) -> [(url: Substring, size: Double)] {
        var candidates: [(url: Substring, size: Double)] = []
        var rest = Substring(sourceSet)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard !rest.isEmpty else { break }
            var url = rest.prefix { !$0.isWhitespace }
            rest = rest.dropFirst(url.count)
            var descriptor: Substring = ""
            if url.hasSuffix(",") {
                url = url.dropLast()
                while url.hasSuffix(",") { url = url.dropLast() }
            } else {
                descriptor = rest.prefix { $0 != "," }
                rest = rest.dropFirst(descriptor.count)
            }
            if !url.isEmpty { candidates.append((url, Double(descriptor.trimming(where: \.isWhitespace).dropLast()) ?? 1)) }
        }
        return candidates
    }

    /// Attributes where lazy-loading scripts keep an image's URL, most common first.
    private static let lazySourceAttributes = ["data-src", "data-lazy-src", "data-original"]
    /// Attributes where they keep its `srcset`.
    static let lazySourceSetAttributes = ["data-srcset", "data-lazy-srcset"]
}
