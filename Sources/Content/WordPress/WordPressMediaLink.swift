import Feeds

/// `[embed]URL[/embed]`, `[audio]` and `[video]`: a media player or an oEmbed frame on the site,
/// a link in the archive. Nothing when no URL is given or found.
enum WordPressMediaLink {
    /// `[embed]`'s URL is its content (tags the visual editor put around it stripped), else its
    /// `src`, and the link's text is the URL. `[audio]`/`[video]`'s is `src`, else the first of
    /// the file-type attributes WordPress reads, else a value without a name (WordPress.com's
    /// `[audio URL|titles=…]`), else, as WordPress plays, the first audio (video) file attached
    /// to the post; the link's text is the file's attachment title, else its name.
    static func html(
        name: String, attributes: ShortcodeAttributes, content: ArraySlice<UInt8>?, postID: Int?, attachments: WordPressAttachments
    ) -> String {
        if name == "embed" {
            return url(name: name, attributes: attributes, content: content).map { link($0) } ?? ""
        }
        if let url = url(name: name, attributes: attributes, content: content) {
            return fileLink(url, attachments: attachments)
        }
        let kind: WordPressAttachment.Kind = name == "audio" ? .audio : .video
        guard let postID, let attached = attachments.children(of: postID).first(where: { $0.kind == kind }) else { return "" }
        return fileLink(attached.url, attachments: attachments)
    }

    /// The URL an `[embed]`, `[audio]` or `[video]` names itself, decoded: nil when it names none
    /// (an `[audio]` then plays the post's first attached audio file).
    static func url(name: String, attributes: ShortcodeAttributes, content: ArraySlice<UInt8>?) -> String? {
        if name == "embed" {
            return (content.map(textWithoutTags).flatMap(nonBlank) ?? attributes.nonEmpty("src")).map(decoded)
        }
        let named = ["src"] + (name == "audio" ? audioTypes : videoTypes)
        return (named.lazy.compactMap(attributes.nonEmpty).first ?? attributes.unnamed.lazy.compactMap(unnamedURL).first).map(decoded)
    }

    /// A link to the media file `url`, named by its attachment's title, else by the file's name
    /// when it has a media type, else by the URL.
    static func fileLink(_ url: String, attachments: WordPressAttachments) -> String {
        let title = attachments.attachment(url: url)?.title.flatMap(nonBlank)
        let fileName = WordPressAttachment.kind(of: url) == .other ? nil : WordPressAttachment.fileName(of: url)
        return link(url, text: title ?? fileName ?? url)
    }

    /// `<a href="URL">text</a>` for the plain-text `url` and `text` (the URL when nil).
    static func link(_ url: String, text: String? = nil) -> String {
        "<a href=\"\(MarkupEscaper.attribute(url))\">\(MarkupEscaper.text(text ?? url))</a>"
    }

    private static let audioTypes = ["mp3", "ogg", "flac", "m4a", "wav"]
    private static let videoTypes = ["mp4", "m4v", "webm", "ogv", "wmv", "flv"]

    /// An http(s) URL given without a name, up to a `|` (WordPress.com's options follow it).
    private static func unnamedURL(_ value: String) -> String? {
        let url = value.prefix { $0 != "|" }
        let lowered = url.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { return nil }
        return String(url)
    }

    private static func decoded(_ url: String) -> String {
        ResidualEntities.decoded(String(url.trimming(where: \.isWhitespace)))
    }

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
