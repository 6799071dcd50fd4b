import Feeds

/// `[gallery]` as WordPress's `gallery_shortcode` shows its images: the attachments it selects
/// (``WordPressAttachments/selected(by:postID:)``), images only. Each becomes a paragraph
/// holding the image linked to its file (`link="file"`: an archive has no attachment pages);
/// `alt` is the image's alternative text, else its title. A gallery of no image found in the
/// export writes nothing, as WordPress does.
enum WordPressGallery {
    static func html(attributes: ShortcodeAttributes, postID: Int?, attachments: WordPressAttachments) -> String {
        attachments.selected(by: attributes, postID: postID).filter { $0.kind == .image }.map(item).joined(separator: "\n")
    }

    private static func item(_ image: WordPressAttachment) -> String {
        let url = MarkupEscaper.attribute(image.url)
        let alt = MarkupEscaper.attribute(image.alt ?? image.title ?? "")
        return "<p><a href=\"\(url)\"><img src=\"\(url)\" alt=\"\(alt)\" /></a></p>"
    }
}
