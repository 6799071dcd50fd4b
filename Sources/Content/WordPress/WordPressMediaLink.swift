/// `[embed]URL[/embed]`, `[audio]` and `[video]`: a media player or an oEmbed frame on the site,
/// a link to the URL in the archive (`<a href="URL">URL</a>`). Nothing when no URL is given.
enum WordPressMediaLink {
    /// `[embed]`'s URL is its content (tags the visual editor put around it stripped), else its
    /// `src`; `[audio]`/`[video]`'s is `src`, else the first of the file-type attributes WordPress reads.
    static func html(name: String, attributes: ShortcodeAttributes, content: ArraySlice<UInt8>?) -> String {
        let url: String?
        switch name {
        case "embed": url = content.map(textWithoutTags).flatMap(nonBlank) ?? attributes.nonEmpty("src")
        case "audio": url = (["src"] + audioTypes).lazy.compactMap(attributes.nonEmpty).first
        default: url = (["src"] + videoTypes).lazy.compactMap(attributes.nonEmpty).first
        }
        guard let url = url.map({ ResidualEntities.decoded(String($0.trimming(where: \.isWhitespace))) }) else { return "" }
        return link(url)
    }

    /// `<a href="URL">URL</a>` for the plain-text `url`.
    static func link(_ url: String) -> String {
        "<a href=\"\(HTMLEscaping.attribute(url))\">\(HTMLEscaping.text(url))</a>"
    }

    private static let audioTypes = ["mp3", "ogg", "flac", "m4a", "wav"]
    private static let videoTypes = ["mp4", "m4v", "webm", "ogv", "wmv", "flv"]

    private static func textWithoutTags(_ content: ArraySlice<UInt8>) -> String {
        var text: [UInt8] = []
        var insideTag = false
        for byte in content {
            switch byte {
            case .lessThan: insideTag = true
            case .greaterThan where insideTag: insideTag = false
            default: if !insideTag { text.append(byte) }
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func nonBlank(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
