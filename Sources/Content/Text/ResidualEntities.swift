import CLibXML2
import Feeds

/// Entities that survived HTML parsing because the source escaped them twice (`&amp;#8217;`):
/// the parser leaves the text `&#8217;`, which a reader of the original page saw as `’`.
enum ResidualEntities {
    /// `text` with every character reference (`&#8217;`, `&#x2019;`, `&rsquo;`) decoded once.
    /// Text without `&` is returned as is, without copying.
    static func decoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            if let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";"),
               let scalar = scalar(named: rest[afterAmpersand..<semicolon]) {
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[afterAmpersand...]
            }
        }
        result += rest
        return result
    }

    /// The character of reference `name` (`#8217`, `#x2019`, `rsquo`), nil when it is not one.
    private static func scalar(named name: Substring) -> Unicode.Scalar? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(HTMLText.character(forCodePoint:))
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst(), radix: 10).flatMap(HTMLText.character(forCodePoint:))
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        var bytes = Array(name.utf8)
        bytes.append(0)
        guard let entity = bytes.withUnsafeBufferPointer({ htmlEntityLookup($0.baseAddress) }) else { return nil }
        return Unicode.Scalar(entity.pointee.value)
    }
}
