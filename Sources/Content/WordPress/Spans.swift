import Foundation

/// The spans of a text that open with one of `names` (as `[name` or `<name`, then white space
/// or the opening's end) and close at the first `[/name]` or `</name>` after, found in one pass
/// however the text is made: a lazy regular expression (`\[code.*?\[/code\]`) scans to the end
/// of the text from every opening that is never closed, which took minutes on a comment of
/// 20,000 `[code]`s. Names match without case, as WordPress's do.
struct Spans {
    /// `[` for shortcodes, `<` for elements.
    let bracket: Character
    let names: [String]

    /// `text` with each span replaced by what `replacement` makes of the whole span, the
    /// opening's attributes (for a shortcode, what follows its name up to its `]`) and the
    /// content (for a shortcode, after its `]`; for an element, all that follows its name) up to
    /// the closing.
    func replace(
        in text: String, with replacement: (_ span: Substring, _ attributes: Substring, _ content: Substring) -> String
    ) -> String {
        let close: Character = bracket == "[" ? "]" : ">"
        var result = ""
        var copied = text.startIndex
        var position = text.startIndex
        // The last closing found for each name (nil: none left) and the last `]` found: each is
        // searched for again only once the scan has passed it.
        var closings: [String: Range<String.Index>?] = [:]
        var lastClose: String.Index?
        while let open = text[position...].firstIndex(of: bracket) {
            WorkMeter.record(text.utf8.distance(from: position, to: open) + 1)
            position = text.index(after: open)
            guard let name = names.first(where: { startsOpening(of: $0, in: text, at: position) }) else { continue }
            let afterName = text.index(position, offsetBy: name.count)
            var contentStart = afterName
            if bracket == "[" {
                if lastClose.map({ $0 < afterName }) ?? true {
                    lastClose = text[afterName...].firstIndex(of: close)
                    WorkMeter.record(text.utf8.distance(from: afterName, to: lastClose ?? text.endIndex))
                }
                // No `]` left: no shortcode can open any more.
                guard let end = lastClose else { break }
                contentStart = text.index(after: end)
            }
            let closingTag = bracket == "[" ? "[/\(name)]" : "</\(name)>"
            var closing: Range<String.Index>?
            if let cached = closings[name], cached.map({ $0.lowerBound >= contentStart }) ?? true {
                closing = cached
            } else {
                closing = text.range(of: closingTag, options: .caseInsensitive, range: contentStart..<text.endIndex)
                WorkMeter.record(text.utf8.distance(from: contentStart, to: closing?.upperBound ?? text.endIndex))
                closings[name] = .some(closing)
            }
            guard let closing else { continue }
            let attributes = bracket == "[" ? text[afterName..<text.index(before: contentStart)] : text[afterName..<afterName]
            let content = bracket == "[" ? text[contentStart..<closing.lowerBound] : text[afterName..<closing.lowerBound]
            result += text[copied..<open]
            result += replacement(text[open..<closing.upperBound], attributes, content)
            copied = closing.upperBound
            position = closing.upperBound
        }
        return result + text[copied...]
    }

    /// True when `name` starts at `index`, followed by white space or the opening's end.
    private func startsOpening(of name: String, in text: String, at index: String.Index) -> Bool {
        var index = index
        for expected in name {
            guard index < text.endIndex, text[index].lowercased() == String(expected) else { return false }
            index = text.index(after: index)
        }
        guard index < text.endIndex else { return false }
        return text[index].isWhitespace || text[index] == (bracket == "[" ? "]" : ">")
    }
}
