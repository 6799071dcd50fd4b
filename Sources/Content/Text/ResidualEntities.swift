import CLibXML2
import Feeds

/// Entities that survived HTML parsing because the source escaped them twice (`&amp;#8217;`):
/// the parser leaves the text `&#8217;`, which a reader of the original page saw as `’`.
enum ResidualEntities {
    /// `text` with every character reference (`&#8217;`, `&#x2019;`, `&rsquo;`) decoded once.
    /// Text without `&` is returned as is, without copying.
    static func decoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "&") else {
                result.append(bytes[index])
                index += 1
                continue
            }
            // A name is ASCII and ends at a `;` within the next 12 characters.
            let start = index + 1
            var end = start
            while end < min(bytes.count, start + 12), bytes[end] != UInt8(ascii: ";"), bytes[end] < 0x80 { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: ";"),
               let scalar = scalar(named: String(decoding: bytes[start..<end], as: UTF8.self)[...]) {
                UTF8.encode(scalar) { result.append($0) }
                index = end + 1
            } else {
                result.append(UInt8(ascii: "&"))
                index = start
            }
        }
        return String(decoding: result, as: UTF8.self)
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
