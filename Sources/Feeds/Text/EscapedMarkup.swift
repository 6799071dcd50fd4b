/// HTML a generator escaped twice: after XML's own decoding the body still reads
/// `&lt;p&gt;…&lt;/p&gt;`, so a reader would see the tags as text. Some aggregators and
/// frameworks (a Django feed given an already escaped description) write whole bodies this way.
enum EscapedMarkup {
    /// `html` read as HTML once more (its character references decoded once) when it is nothing
    /// but escaped markup: no real tag anywhere, an escaped tag at its start, an escaped end tag
    /// in it, and `&gt;` at its end. Nil otherwise: a post about HTML shows `&lt;p&gt;` beside
    /// real markup, or in prose.
    static func unescaped(_ html: String) -> String? {
        let bytes = Array(html.utf8)
        guard escapedTag(in: bytes, at: 0) != nil, bytes.suffix(greaterThan.count).elementsEqual(greaterThan),
              !containsRealTag(bytes), containsEscapedEndTag(bytes) else { return nil }
        return HTMLEntities.decode(html)
    }

    /// The escaped tag `html` starts with (`&lt;p&gt;`), as a warning shows it; nil if none.
    static func firstTag(of html: String) -> String? {
        let bytes = Array(html.utf8)
        return escapedTag(in: bytes, at: 0).map { String(decoding: bytes[0..<$0], as: UTF8.self) }
    }

    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    /// How far an escaped tag's `&gt;` is looked for.
    private static let longestTag = 200

    /// The end of the escaped tag (`&lt;` and a letter, or `&lt;/` and a letter, through
    /// `&gt;`) starting at `start`, if one does.
    private static func escapedTag(in bytes: [UInt8], at start: Int) -> Int? {
        guard bytes[start...].starts(with: lessThan) else { return nil }
        var index = start + lessThan.count
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        guard index < bytes.count, isLetter(bytes[index]) else { return nil }
        let limit = min(bytes.count, index + longestTag)
        while index < limit {
            if bytes[index...].starts(with: greaterThan) { return index + greaterThan.count }
            index += 1
        }
        return nil
    }

    private static func containsEscapedEndTag(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + lessThan.count < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), bytes[index + lessThan.count] == UInt8(ascii: "/"),
               escapedTag(in: bytes, at: index) != nil {
                return true
            }
            index += 1
        }
        return false
    }

    /// True when `<` opens a tag, an end tag, a comment or a declaration somewhere in `bytes`.
    private static func containsRealTag(_ bytes: [UInt8]) -> Bool {
        for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: "<") {
            let next = bytes[index + 1]
            if isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                return true
            }
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
