import Content

/// Labels code listings with their language: cmark renders a fenced block as
/// `<pre><code class="language-objc">`; each such block is wrapped in
/// `<figure class="listing"><figcaption>Objective-C</figcaption>…</figure>`.
enum CodeLabels {
    private static let opening = Array("<pre><code class=\"language-".utf8)
    private static let closing = Array("</code></pre>".utf8)

    /// The reader-facing name of a language identifier (`objc` -> `Objective-C`), from Content's
    /// one table of languages; an unknown identifier is shown as it is.
    static func name(of language: String) -> String {
        LanguageName.displayName(of: language)
    }

    /// `html` with every fenced code block that names a language wrapped in a labelled figure.
    static func label(_ html: String) -> String {
        let scanner = ByteScanner(html)
        var result = ""
        var copied = 0
        while let start = scanner.find(opening, from: copied),
            let quote = scanner.find(UInt8(ascii: "\""), from: start + opening.count),
            let end = scanner.find(closing, from: quote)
        {
            if result.isEmpty { result.reserveCapacity(scanner.bytes.count + 256) }
            let language = scanner.text(start + opening.count..<quote)
            result += scanner.text(copied..<start)
            result += "<figure class=\"listing\"><figcaption>\(name(of: language))</figcaption>"
            result += scanner.text(start..<end + closing.count)
            result += "</figure>"
            copied = end + closing.count
        }
        guard copied > 0 else { return html }
        return result + scanner.text(copied..<scanner.bytes.count)
    }
}
