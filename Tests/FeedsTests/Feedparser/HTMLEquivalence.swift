import Feeds
import Foundation

/// Whether two HTML strings are the same document written differently: feedparser re-serializes
/// the markup it reads (attributes sorted, `xmlns` declarations added, `<br />` for `<br>`, end
/// tags added or dropped), blogkit delivers it as the feed wrote it.
///
/// Both sides become a sequence of start tags (name and attributes, sorted, values decoded,
/// `xmlns` declarations dropped) and texts (entities decoded, white space collapsed); end tags
/// and self-closing slashes are left out.
enum HTMLEquivalence {
    static func equivalent(_ left: String, _ right: String) -> Bool {
        canonical(left) == canonical(right)
    }

    private static let tag = try! NSRegularExpression(
        pattern: #"<([A-Za-z][\w:.-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*/?>|</[A-Za-z][\w:.-]*\s*>"#)
    private static let attribute = try! NSRegularExpression(
        pattern: #"([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?"#)

    static func canonical(_ html: String) -> [String] {
        let text = html as NSString
        var parts: [String] = []
        var position = 0
        func appendText(upTo end: Int) {
            let piece = HTMLText.plainText(text.substring(with: NSRange(location: position, length: end - position)))
            if !piece.isEmpty { parts.append(piece) }
        }
        for match in tag.matches(in: html, range: NSRange(location: 0, length: text.length)) {
            appendText(upTo: match.range.location)
            position = match.range.location + match.range.length
            guard match.range(at: 1).location != NSNotFound else { continue }
            let name = text.substring(with: match.range(at: 1)).lowercased()
            let attributes = text.substring(with: match.range(at: 2))
            let pairs = attribute.matches(in: attributes, range: NSRange(location: 0, length: (attributes as NSString).length))
                .map { pair -> String in
                    let source = attributes as NSString
                    let key = source.substring(with: pair.range(at: 1))
                    let value = (2...4).lazy.map { pair.range(at: $0) }.first { $0.location != NSNotFound }
                        .map { HTMLText.plainText(source.substring(with: $0)) } ?? ""
                    return "\(key)=\(value)"
                }
                .filter { !$0.hasPrefix("xmlns=") && !$0.hasPrefix("xmlns:") }
                .sorted()
            parts.append("<" + ([name] + pairs).joined(separator: " ") + ">")
        }
        appendText(upTo: text.length)
        return parts
    }
}
