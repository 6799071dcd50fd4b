/// Link and image destinations of a post's Markdown, replaced where cmark reads them as one.
enum MarkdownDestinations {
    /// `markdown` with every destination that is a key of `links` replaced by its value, where it
    /// is a link destination: right after `](`, bare or in `<>`, before `)` or a title. One pass
    /// over the text, however many links there are: a page of the Python documentation links
    /// to a thousand others.
    static func replacing(_ links: [String: String], in markdown: String) -> String {
        guard let longest = links.keys.map(\.utf8.count).max() else { return markdown }
        let bytes = Array(markdown.utf8)
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") else {
                index += 1
                continue
            }
            index += 2
            let angled = index < bytes.count && bytes[index] == UInt8(ascii: "<")
            let start = angled ? index + 1 : index
            guard let end = destinationEnd(in: bytes, from: start, angled: angled, longest: longest),
                  let link = links[String(decoding: bytes[start..<end], as: UTF8.self)]
            else { continue }
            if output.isEmpty { output.reserveCapacity(bytes.count) }
            output += bytes[copied..<start]
            output += link.utf8
            copied = end
            index = end
        }
        guard copied > 0 else { return markdown }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Where the destination starting at `start` ends: before `)` or ` "` (`>)` or `> "` when
    /// `angled`), no further than `longest` bytes on and never past a line's end.
    private static func destinationEnd(in bytes: [UInt8], from start: Int, angled: Bool, longest: Int) -> Int? {
        var end = start
        while end < bytes.count, end - start <= longest, bytes[end] != UInt8(ascii: "\n") {
            let after = angled ? (bytes[end] == UInt8(ascii: ">") ? end + 1 : nil) : end
            if let after, after < bytes.count {
                if bytes[after] == UInt8(ascii: ")") { return end }
                if bytes[after] == UInt8(ascii: " "), after + 1 < bytes.count, bytes[after + 1] == UInt8(ascii: "\"") { return end }
            }
            end += 1
        }
        return nil
    }
}
