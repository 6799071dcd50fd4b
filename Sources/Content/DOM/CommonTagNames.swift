/// The tag names posts are mostly made of, as constant Strings. Each step of a conversion reads
/// a node's name again (the recognizers of listings, the Markdown builder, the audit), and making
/// a String of the parser's bytes each time was 3.8% of an import's instructions.
enum CommonTagNames {
    /// The names, by first letter (a to z), each with its bytes and the NUL that ends them.
    private static let table: [[(bytes: [UInt8], name: String)]] = {
        var table = Array(repeating: [(bytes: [UInt8], name: String)](), count: 26)
        for name in names {
            table[Int(name.utf8.first! - UInt8(ascii: "a"))].append((Array(name.utf8) + [0], name))
        }
        return table
    }()

    private static let names = [
        "a", "abbr", "article", "aside", "audio", "b", "blockquote", "body", "br", "caption", "center",
        "cite", "code", "dd", "del", "details", "div", "dl", "dt", "em", "embed", "figcaption", "figure",
        "font", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "html", "i", "iframe", "img",
        "ins", "kbd", "li", "main", "mark", "nav", "noscript", "object", "ol", "p", "param", "picture",
        "pre", "q", "s", "samp", "script", "section", "small", "source", "span", "strike", "strong",
        "style", "sub", "summary", "sup", "table", "tbody", "td", "th", "thead", "tr", "tt", "u", "ul",
        "var", "video",
    ]

    /// The constant for the NUL-terminated name at `bytes`, nil when it is not one of them.
    static func name(at bytes: UnsafePointer<UInt8>) -> String? {
        let first = bytes[0]
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        for candidate in table[Int(first - UInt8(ascii: "a"))] {
            // Byte by byte up to the first difference: never past the name's NUL.
            var index = 1
            while bytes[index] == candidate.bytes[index] {
                if bytes[index] == 0 { return candidate.name }
                index += 1
            }
        }
        return nil
    }
}
