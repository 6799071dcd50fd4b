import Archive

/// The picture of a post for link previews (`og:image`): the first image of its body with an
/// absolute http(s) URL, else its first image enclosure.
enum FirstImage {
    static func url(of post: Post) -> String? {
        url(in: post.html)
            ?? post.enclosures.first { $0.type?.lowercased().hasPrefix("image/") == true && isAbsolute($0.url) }?.url
    }

    /// The `src` of the first `<img>` in `html` that is an absolute http(s) URL, unescaped.
    /// Works on cmark's output, whose `src` is always double-quoted and escaped (`&amp;`, `&#x27;`).
    static func url(in html: String) -> String? {
        let scanner = ByteScanner(html)
        var position = 0
        while let start = scanner.find(marker, from: position) {
            let valueStart = start + marker.count
            guard let end = scanner.find(UInt8(ascii: "\""), from: valueStart) else { return nil }
            position = end
            let url = scanner.text(valueStart..<end)
                .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
            if isAbsolute(url) { return url }
        }
        return nil
    }

    static func isAbsolute(_ url: String) -> Bool {
        let lower = url.prefix(8).lowercased()
        return (lower.hasPrefix("http://") && url.count > 7) || (lower.hasPrefix("https://") && url.count > 8)
    }

    private static let marker = Array("<img src=\"".utf8)
}
