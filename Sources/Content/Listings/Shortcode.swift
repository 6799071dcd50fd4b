import Foundation

/// WordPress code shortcodes left raw in a post when the plugin that rendered them is gone:
/// `[sourcecode language="python"]…[/sourcecode]`, `[code lang=x]…[/code]`, `[php]…[/php]`.
struct Shortcode {
    /// Language from the `language`/`lang` attribute, or the shortcode's own name (`[php]`).
    let language: String?
    /// The text between the opening and the closing tag.
    let body: String

    /// The shortcode `text` consists of (surrounding whitespace allowed), nil when it is not one.
    static func parse(_ text: String) -> Shortcode? {
        guard let opening = Opening(text), let closing = text.range(of: "[/\(opening.name)]", options: .backwards),
              text[closing.upperBound...].allSatisfy(\.isWhitespace), opening.end <= closing.lowerBound else { return nil }
        return Shortcode(language: opening.language, body: String(text[opening.end..<closing.lowerBound]))
    }

    /// The opening tag at the start of `text`, nil when `text` does not start with one.
    struct Opening {
        let name: String
        let language: String?
        /// Where the body starts.
        let end: String.Index

        init?(_ text: String) {
            guard let bracket = text.firstIndex(where: { !$0.isWhitespace }), text[bracket] == "[" else { return nil }
            let afterBracket = text.index(after: bracket)
            let name = text[afterBracket...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "#" || $0 == "+" }
            guard CodeShortcode.names.contains(name.lowercased()),
                  let close = text[name.endIndex...].prefix(200).firstIndex(of: "]") else { return nil }
            let attributes = Untexturize.reverted(String(text[name.endIndex..<close]))
            guard attributes.isEmpty || attributes.first?.isWhitespace == true || attributes.first == "=" else { return nil }
            self.name = String(name)
            language = Self.attribute("language", in: attributes) ?? Self.attribute("lang", in: attributes)
                ?? CodeShortcode.language(ofName: String(name))
            end = text.index(after: close)
        }

        /// Value of `name=value`, `name="value"` or `name='value'` in a shortcode's attributes.
        private static func attribute(_ name: String, in attributes: String) -> String? {
            guard let key = attributes.range(of: name + "=", options: .caseInsensitive) else { return nil }
            var value = attributes[key.upperBound...]
            if let quote = value.first, quote == "\"" || quote == "'" {
                value = value.dropFirst().prefix { $0 != quote }
            } else {
                value = value.prefix { !$0.isWhitespace }
            }
            return value.isEmpty ? nil : String(value)
        }
    }
}
