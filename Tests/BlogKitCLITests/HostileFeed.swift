import Foundation

/// A feed whose items a static site generator would read as its own syntax: titles with a
/// character of each class the front matter parsers treat apart, and bodies with Liquid and
/// Markdown attribute blocks.
enum HostileFeed {
    /// One code point of each class: C0 controls, DEL, C1 controls (U+0085 is a line break to
    /// YAML 1.1), no-break space, the line and paragraph separators, the edges of the BMP's
    /// private use and surrogate gaps, a noncharacter, the byte order mark, the replacement
    /// character, U+FFFE/U+FFFF (YAML rejects them), and astral ones.
    static let codePoints: [UInt32] = [
        0x1, 0x8, 0x9, 0xB, 0xC, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x8D, 0x90, 0x9D, 0x9F, 0xA0, 0x2028, 0x2029, 0xD7FF,
        0xE000, 0xFDD0, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1FFFE, 0x10FFFF,
    ]

    /// Liquid that Jekyll runs when the post's `render_with_liquid: false` does not apply.
    static let liquid = "{{ 7 | times: 6 }} {% raw %}{% endraw %}{{ 7 | times: 6 }} {% for p in site.posts %}{{ p.title }}{% endfor %}"

    /// An RSS feed with one item per code point: title `Hello<c>world "HEX" \ #: ---`, link
    /// `https://example.com/cHEX/`, guid `cHEX-<c>-g`, a date, and `body` (HTML) as its
    /// description. A character XML can hold comes as an XML character reference, any other as
    /// an HTML one (feeds escape titles twice; a guid keeps it as it is).
    static func rss(body: String) -> String {
        let items = codePoints.map { code -> String in
            let hex = String(code, radix: 16, uppercase: true)
            let xml = code == 0x9 || (0x20...0xD7FF).contains(code) || (0xE000...0xFFFD).contains(code) || code >= 0x10000
            let reference = xml ? "&#x\(hex);" : "&amp;#x\(hex);"
            return """
                <item><title>Hello\(reference)world "\(hex)" \\ #: ---</title><link>https://example.com/c\(hex)/</link>\
                <guid>c\(hex)-\(reference)-g</guid><pubDate>Mon, 06 Jan 2020 10:00:00 +0000</pubDate><description><![CDATA[\(body)]]></description></item>
                """
        }
        return """
            <rss version="2.0"><channel><title>T</title><link>https://example.com/</link>
            \(items.joined(separator: "\n"))
            </channel></rss>
            """
    }

    /// A post as the archive holds it: the fields the export writes that the feed set, and the
    /// path of its link.
    struct Post {
        var guid, title, path: String
    }

    /// Imports `rss(body:)` into `cli`'s archive; its posts.
    static func imported(into cli: CommandLine, body: String) throws -> [Post] {
        try rss(body: body).write(toFile: cli.path("hostile.xml"), atomically: true, encoding: .utf8)
        let result = try cli.run(["import", "hostile.xml"])
        guard result.status == 0 else { throw CommandError(result: result) }
        return try cli.export().compactMap { post in
            guard let guid = post["guid"] as? String, let title = post["title"] as? String,
                let path = (post["link"] as? String).flatMap(URLComponents.init(string:))?.path
            else { return nil }
            return Post(guid: guid, title: title, path: path)
        }
    }
}
