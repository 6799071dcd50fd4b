/// Where a post's HTML may be cut into chunks for libxml2's push parser without changing what
/// it parses.
///
/// libxml2 2.9's push parser decides from what it has been given so far whether a tag, comment
/// or script is complete; on broken markup its guess can differ from what the whole input shows
/// (a quote in a tag name makes it take a `>` inside an attribute value for the tag's end; a
/// chunk starting with `</` inside a script ends the script). So a chunk ends only before a tag
/// that starts in plain content, after markup that is well-formed up to there: start and end
/// tags with clean names and quoted or plain attribute values, comments, a doctype, scripts and
/// styles skipped to their end tag. At the first construct that is not clearly well-formed (or
/// a NUL), cutting stops and the rest of the post is given whole: such a post is parsed exactly
/// as if it had never been cut, only with less memory saved.
struct ChunkBoundaries {
    /// Where scanning stopped: plain content, between tags.
    private var position = 0
    /// True once markup that is not clearly well-formed was seen.
    private var stopped = false

    /// The end of the chunk that starts at `start` (where the previous one ended): before the
    /// first tag in plain content at least `size` bytes on, else the end of `bytes`.
    mutating func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, size: Int) -> Int {
        guard !stopped, bytes.count - start > size else { return bytes.count }
        let target = start + size
        var index = max(position, start)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 { break }
            guard byte == Self.lessThan else {
                index += 1
                continue
            }
            if index >= target, index + 1 < bytes.count, Self.isLetter(bytes[index + 1]) || bytes[index + 1] == Self.bang {
                position = index
                return index
            }
            guard let next = Self.skipMarkup(bytes, at: index) else { break }
            index = next
        }
        stopped = index < bytes.count
        position = bytes.count
        return bytes.count
    }

    /// The index after the markup that starts with the `<` at `index`; `index + 1` when libxml2
    /// reads that `<` as text; nil when the markup is not clearly well-formed.
    private static func skipMarkup(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 1 < bytes.count else { return nil }
        let next = bytes[index + 1]
        if next == bang { return skipDeclaration(bytes, at: index) }
        if next == UInt8(ascii: "?") { return self.index(of: greaterThan, in: bytes, from: index + 2).map { $0 + 1 } }
        if next == UInt8(ascii: "/") { return skipEndTag(bytes, at: index) }
        if isLetter(next) { return skipStartTag(bytes, at: index) }
        return index + 1
    }

    /// A comment (`<!--` to `-->`, with no `--!>` inside) or a doctype.
    private static func skipDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        if starts(bytes, at: index, with: "<!--") {
            var cursor = index + 4
            while cursor + 2 < bytes.count {
                if bytes[cursor] == hyphen, bytes[cursor + 1] == hyphen {
                    if bytes[cursor + 2] == greaterThan { return cursor + 3 }
                    if bytes[cursor + 2] == bang { return nil }
                }
                cursor += 1
            }
            return nil
        }
        guard starts(bytes, at: index, with: "<!doctype", caseInsensitive: true) else { return nil }
        return self.index(of: greaterThan, in: bytes, from: index + 9).map { $0 + 1 }
    }

    /// `</name>`, white space allowed before the `>`.
    private static func skipEndTag(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var cursor = index + 2
        guard cursor < bytes.count, isLetter(bytes[cursor]) else { return nil }
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        return cursor < bytes.count && bytes[cursor] == greaterThan ? cursor + 1 : nil
    }

    /// A start tag with a clean name and attributes (`name`, `name=value`, `name="…"`,
    /// `name='…'`), `>` or `/>` at its end; a script or style up to the end of its end tag.
    private static func skipStartTag(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var cursor = index + 1
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        let nameLength = cursor - index - 1
        let rawText = ["script", "style"].first { $0.utf8.count == nameLength && starts(bytes, at: index + 1, with: $0, caseInsensitive: true) }
        while cursor < bytes.count {
            let spaced = cursor < bytes.count && isSpace(bytes[cursor])
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count else { return nil }
            if bytes[cursor] == greaterThan { return rawText.map { skipRawText(bytes, after: cursor + 1, of: $0) } ?? cursor + 1 }
            if bytes[cursor] == UInt8(ascii: "/") {
                return cursor + 1 < bytes.count && bytes[cursor + 1] == greaterThan ? cursor + 2 : nil
            }
            guard spaced, isLetter(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "_") || bytes[cursor] == UInt8(ascii: ":") else { return nil }
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            var afterName = cursor
            while afterName < bytes.count, isSpace(bytes[afterName]) { afterName += 1 }
            guard afterName < bytes.count, bytes[afterName] == UInt8(ascii: "=") else { continue }
            cursor = afterName + 1
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count else { return nil }
            let quote = bytes[cursor]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = self.index(of: quote, in: bytes, from: cursor + 1) else { return nil }
                cursor = close + 1
            } else {
                let valueStart = cursor
                while cursor < bytes.count, isUnquotedValueByte(bytes[cursor]) { cursor += 1 }
                guard cursor > valueStart else { return nil }
            }
        }
        return nil
    }

    /// After a `<script>` or `<style>` start tag (`name`, lowercase): past the end of its end
    /// tag (libxml2 reads up to the first `</script`, whatever follows).
    private static func skipRawText(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int, of name: String) -> Int? {
        var cursor = index
        while let open = self.index(of: lessThan, in: bytes, from: cursor) {
            if starts(bytes, at: open, with: "</", caseInsensitive: false), starts(bytes, at: open + 2, with: name, caseInsensitive: true) {
                return self.index(of: greaterThan, in: bytes, from: open).map { $0 + 1 }
            }
            cursor = open + 1
        }
        return nil
    }

    private static func index(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var cursor = start
        while cursor < bytes.count {
            if bytes[cursor] == byte { return cursor }
            if bytes[cursor] == 0 { return nil }
            cursor += 1
        }
        return nil
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with text: String, caseInsensitive: Bool = false) -> Bool {
        guard index + text.utf8.count <= bytes.count else { return false }
        for (offset, byte) in text.utf8.enumerated() {
            let found = bytes[index + offset]
            if found != byte && !(caseInsensitive && isLetter(found) && found | 0x20 == byte | 0x20) { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == hyphen
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    private static func isUnquotedValueByte(_ byte: UInt8) -> Bool {
        !isSpace(byte) && byte != 0 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "=")
            && byte != lessThan && byte != greaterThan && byte != UInt8(ascii: "`")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")
    private static let bang = UInt8(ascii: "!")
    private static let hyphen = UInt8(ascii: "-")
}
