/// Escaping for text put into HTML or XML by code rather than by a parser or a template: the
/// feed reader's re-serialized markup, the converter's tables and links, the site's feeds and
/// pages. One table of entities; the entry points differ only in which quotes they escape.
public enum MarkupEscaper {
    /// Which quotation marks become entities besides `&`, `<` and `>`.
    public enum Quotes: Sendable {
        /// None: for text content.
        case none
        /// `"` as `&quot;`: for double-quoted attribute values.
        case double
        /// `"` as `&quot;` and `'` as `&#39;`: for text that may land in either kind of attribute.
        case all
    }

    /// Appends `bytes` (UTF-8) to `output`, escaped.
    public static func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes, to output: inout [UInt8], quotes: Quotes = .double) {
        for byte in bytes {
            if let entity = entity(for: byte, quotes: quotes) {
                entity.withUTF8Buffer { output.append(contentsOf: $0) }
            } else {
                output.append(byte)
            }
        }
    }

    /// `bytes` (UTF-8), escaped with `&`, `<`, `>` and `"` as entities.
    public static func escaped(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        append(bytes, to: &output)
        return output
    }

    /// Text content: `&`, `<` and `>` escaped.
    public static func text(_ string: String) -> String {
        escaped(string, quotes: .none)
    }

    /// A double-quoted attribute value: `&`, `<`, `>` and `"` escaped.
    public static func attribute(_ string: String) -> String {
        escaped(string, quotes: .double)
    }

    /// `&`, `<`, `>`, `"` and `'` as entities; characters XML 1.0 forbids (most C0 controls,
    /// U+FFFE, U+FFFF) dropped, so the result is valid in HTML and in XML alike.
    public static func markup(_ string: String) -> String {
        escaped(xmlCharacters(string), quotes: .all)
    }

    /// `text` with the characters XML 1.0 forbids dropped, for HTML that goes into an XML feed.
    public static func xmlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.filter { !isForbidden($0) })
        return String(result)
    }

    private static func escaped(_ string: String, quotes: Quotes) -> String {
        guard string.utf8.contains(where: { entity(for: $0, quotes: quotes) != nil }) else { return string }
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count + 16)
        append(string.utf8, to: &output, quotes: quotes)
        return String(decoding: output, as: UTF8.self)
    }

    private static func entity(for byte: UInt8, quotes: Quotes) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\"") where quotes != .none: "&quot;"
        case UInt8(ascii: "'") where quotes == .all: "&#39;"
        default: nil
        }
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
            || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
