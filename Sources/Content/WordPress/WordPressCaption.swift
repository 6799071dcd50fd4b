/// `[caption]…[/caption]` as WordPress's `img_caption_shortcode` reads it: the image (an
/// `<img>`, maybe inside an `<a>`) and the caption text after it, or the older form's
/// `caption="…"` attribute with the image as the content. Written as a `<figure>` with a
/// `<figcaption>`; without a caption, the image alone. As in WordPress, what comes before the
/// image in the new form is dropped, and the `width` (which WordPress needs) is not.
enum WordPressCaption {
    static func html(attributes: ShortcodeAttributes, content: ArraySlice<UInt8>) -> String {
        if let caption = attributes.nonEmpty("caption") {
            return figure(image: String(decoding: content, as: UTF8.self), caption: caption)
        }
        guard let image = imageRange(in: content) else { return String(decoding: content, as: UTF8.self) }
        let caption = String(decoding: content[image.upperBound...], as: UTF8.self).trimming(where: \.isWhitespace)
        return figure(image: String(decoding: content[image], as: UTF8.self), caption: String(caption))
    }

    private static func figure(image: String, caption: String) -> String {
        caption.isEmpty ? image : "<figure>" + image + "<figcaption>" + caption + "</figcaption></figure>"
    }

    /// `(?:<a [^>]+>\s*)?<img [^>]+>(?:\s*</a>)?`, its first match, found without backtracking:
    /// the first `<img `, the `<a …>` right before it, the `</a>` right after it.
    private static func imageRange(in content: ArraySlice<UInt8>) -> Range<Int>? {
        guard let imageStart = content.firstIndex(ofLowercase: "<img ", from: content.startIndex),
              let imageEnd = content[(imageStart + 5)...].firstIndex(of: .greaterThan), imageEnd > imageStart + 5
        else { return nil }
        var start = imageStart
        var before = imageStart
        while before > content.startIndex, content[before - 1].isSpace { before -= 1 }
        if before > content.startIndex, content[before - 1] == .greaterThan {
            let tagEnd = before - 1
            let previousTagEnd = content[..<tagEnd].lastIndex(of: .greaterThan).map { $0 + 1 } ?? content.startIndex
            if let anchor = content[..<tagEnd].firstIndex(ofLowercase: "<a ", from: previousTagEnd), anchor + 3 < tagEnd {
                start = anchor
            }
        }
        var end = imageEnd + 1
        var after = end
        while after < content.endIndex, content[after].isSpace { after += 1 }
        if content.hasLowercase("</a>", at: after) { end = after + 4 }
        return start..<end
    }
}
