import Foundation

/// WordPress's `make_clickable`, which it runs on every comment it shows: a bare `http://`,
/// `https://` or `www.` URL in the text becomes a link to itself. Never inside a tag, a link,
/// `<pre>` or `<code>`; punctuation that ends a sentence (`.`, `,`, `!`...) and a closing
/// parenthesis without its opening one stay outside the link, as WordPress leaves them.
/// One pass over the text, whatever it holds (a regular expression that skipped whole
/// elements took minutes on a comment of 40,000 unclosed `<a>`s).
public enum Clickable {
    /// `html` with its bare URLs made links.
    public static func apply(_ html: String) -> String {
        guard html.contains("://") || html.range(of: "www.", options: .caseInsensitive) != nil else { return html }
        var result = ""
        var skipped: Substring?  // the name of the link, pre or code element the text is in
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            result += skipped == nil ? linked(rest[..<open]) : String(rest[..<open])
            let close = rest[open...].firstIndex(of: ">")
            WorkMeter.record(rest.utf8.distance(from: rest.startIndex, to: close ?? rest.endIndex))
            guard let close else {
                rest = rest[open...]
                skipped = "<"  // an unclosed tag: what follows is no text to link
                break
            }
            let tag = rest[open...close]
            result += tag
            let isClosing = tag.dropFirst().first == "/"
            let name = tag.dropFirst(isClosing ? 2 : 1).prefix { $0.isLetter }.lowercased()
            if skipped == nil, !isClosing, ["a", "pre", "code"].contains(name), !tag.dropLast().hasSuffix("/") {
                skipped = Substring(name)
            } else if isClosing, skipped.map(String.init) == name {
                skipped = nil
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + (skipped == nil ? linked(rest) : String(rest))
    }

    /// `text` (no tag in it) with its URLs made links.
    private static func linked(_ text: Substring) -> String {
        guard text.contains("://") || text.range(of: "www.", options: .caseInsensitive) != nil else { return String(text) }
        return url.replace(in: String(text)) { groups in
            let (linked, trailing) = split(groups[0])
            let href = linked.lowercased().hasPrefix("www.") ? "http://" + linked : linked
            return "<a href=\"\(href)\">\(linked)</a>\(trailing)"
        }
    }

    /// `url` without what ends the sentence around it, and that end.
    private static func split(_ url: String) -> (url: Substring, trailing: Substring) {
        var end = url.endIndex
        let opened = url.count { $0 == "(" }
        var closed = url.count { $0 == ")" }
        while end > url.startIndex {
            let last = url[url.index(before: end)]
            guard ".,;:!?'".contains(last) || (last == ")" && closed > opened) else { break }
            if last == ")" { closed -= 1 }
            end = url.index(before: end)
        }
        return (url[..<end], url[end...])
    }

    /// A URL in the text, not glued to a word before it.
    private static let url = Pattern(#"(?<![\w/.@-])(?:https?://|www\.)[^\s<>"]+"#)
}
