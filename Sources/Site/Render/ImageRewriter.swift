import Foundation

/// Points each `<img>` of a post's HTML at its local copy (``MediaMap``), writes its width and
/// height so the page does not jump as it loads, and gives an empty `alt` the image's title, else
/// its file name. An image without a copy keeps its URL.
///
/// Works on cmark's output, whose image tags are always `<img src="…" alt="…" />` with an
/// optional `title="…"`, attributes double-quoted and escaped.
enum ImageRewriter {
    /// `html` with its image tags rewritten for a page whose root prefix is `root`.
    static func rewrite(_ html: String, media: MediaMap, root: String) -> String {
        let scanner = ByteScanner(html)
        var result = ""
        var copied = 0
        var position = 0
        while let start = scanner.find(opening, from: position) {
            guard let end = scanner.find(closing, from: start + opening.count) else { break }
            position = end + closing.count
            let attributes = Self.attributes(scanner.text(start + opening.count..<end))
            guard let source = attributes.first(where: { $0.name == "src" })?.value else { continue }
            result += scanner.text(copied..<start)
            result += tag(attributes, source: source, media: media, root: root)
            copied = position
        }
        guard copied > 0 else { return html }
        return result + scanner.text(copied..<scanner.bytes.count)
    }

    private static let opening = Array("<img ".utf8)
    private static let closing = Array(" />".utf8)

    /// The new tag: `src` replaced when there is a copy, `width` and `height` added when known,
    /// an empty `alt` filled.
    private static func tag(_ attributes: [(name: String, value: String)], source: String, media: MediaMap, root: String) -> String {
        let url = source.replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        let image = media.image(for: url)
        let title = attributes.first { $0.name == "title" }?.value ?? ""
        var tag = "<img"
        for (name, value) in attributes {
            switch name {
            case "src": tag += " src=\"" + (image.map { root + SitePath.percentEncoded($0.file) } ?? value) + "\""
            case "alt": tag += " alt=\"" + (value.isEmpty ? (title.isEmpty ? Escape.markup(fileName(of: url)) : title) : value) + "\""
            default: tag += " \(name)=\"\(value)\""
            }
        }
        if let width = image?.width, let height = image?.height { tag += " width=\"\(width)\" height=\"\(height)\"" }
        return tag + " />"
    }

    /// The attributes of a tag, values as written (still escaped).
    private static func attributes(_ text: String) -> [(name: String, value: String)] {
        var result: [(String, String)] = []
        var rest = Substring(text)
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
            let valueStart = equals.upperBound
            guard let quote = rest[valueStart...].firstIndex(of: "\"") else { break }
            result.append((name, String(rest[valueStart..<quote])))
            rest = rest[rest.index(after: quote)...]
        }
        return result
    }

    /// The last segment of `url`'s path, percent-decoded: `photo of me.jpg`; empty when there is none.
    static func fileName(of url: String) -> String {
        let path = URL(string: url)?.path ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name.removingPercentEncoding ?? name
    }
}
