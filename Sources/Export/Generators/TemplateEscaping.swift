/// Escapes the text of a Markdown body that a generator would run as its own template syntax,
/// everywhere, fenced code included (both generators read shortcodes there too), in the form the
/// generator renders back as the original text: `{{< x >}}` becomes `{{</* x */>}}`, which Hugo
/// shows as `{{< x >}}`, byte for byte.
///
/// Jekyll and Eleventy need no escaping: their front matter turns Liquid off for the file.
enum TemplateEscaping {
    /// Hugo shortcodes: every `{{<` ... `>}}` and `{{%` ... `%}}`. (An opener with no closer
    /// cannot be escaped in Hugo's syntax; it is left as it is.)
    static func hugo(_ markdown: String) -> String {
        escape(markdown, pairs: [("{{<", ">}}"), ("{{%", "%}}")]) { _ in true }
    }

    /// Zola shortcodes: `{{ name(...) }}` and `{% name(...) %}` ... `{% end %}`. Other `{{ }}`
    /// text is not Tera to Zola's Markdown and stays as it is.
    static func zola(_ markdown: String) -> String {
        escape(markdown, pairs: [("{{", "}}"), ("{%", "%}")]) { inner in
            let name = inner.drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
            let rest = inner.drop(while: { $0 == " " }).dropFirst(name.count).drop(while: { $0 == " " })
            return !name.isEmpty && (rest.first == "(" || (name == "end" && rest.isEmpty))
        }
    }

    /// Inserts `/*` after each opener and `*/` before its closer when `shouldEscape(inner)`.
    private static func escape(
        _ text: String, pairs: [(open: String, close: String)], where shouldEscape: (Substring) -> Bool
    ) -> String {
        var result = ""
        var rest = text[...]
        while case let (open, close, start)? = pairs.compactMap({ pair in
            rest.range(of: pair.open).map { (pair.open, pair.close, $0) }
        }).min(by: { $0.2.lowerBound < $1.2.lowerBound }) {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: close),
                shouldEscape(rest[start.upperBound..<end.lowerBound])
            else {
                result += open
                rest = rest[start.upperBound...]
                continue
            }
            result += open + "/*" + rest[start.upperBound..<end.lowerBound] + "*/" + close
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
