/// `[gallery]` as WordPress's `gallery_shortcode` selects its images: those `ids` (or `include`)
/// names, in that order; else the images attached to the post (`id`, by default the post
/// itself) by menu order, less those `exclude` names; `order="DESC"` reverses. Only images
/// are shown. Each becomes a paragraph holding the image linked to its file (`link="file"`: an
/// archive has no attachment pages); `alt` is the image's alternative text, else its title.
/// A gallery of no image found in the export writes nothing, as WordPress does.
enum WordPressGallery {
    static func html(attributes: ShortcodeAttributes, postID: Int?, attachments: WordPressAttachments) -> String {
        let named = ids(attributes.nonEmpty("ids") ?? attributes.nonEmpty("include"))
        var images: [WordPressAttachment]
        if !named.isEmpty {
            images = named.compactMap(attachments.attachment(id:))
        } else if let parent = attributes.nonEmpty("id").flatMap({ Int($0.trimmingSpaces) }) ?? postID {
            let excluded = Set(ids(attributes["exclude"]))
            images = attachments.children(of: parent).filter { !excluded.contains($0.id) }
        } else {
            images = []
        }
        if attributes["order"]?.trimmingSpaces.uppercased() == "DESC" { images.reverse() }
        return images.filter(\.isImage).map(item).joined(separator: "\n")
    }

    private static func item(_ image: WordPressAttachment) -> String {
        let url = HTMLEscaping.attribute(image.url)
        let alt = HTMLEscaping.attribute(image.alt ?? image.title ?? "")
        return "<p><a href=\"\(url)\"><img src=\"\(url)\" alt=\"\(alt)\" /></a></p>"
    }

    /// `1, 2,3` as ids; what is not a number is left out.
    private static func ids(_ list: String?) -> [Int] {
        (list ?? "").split(separator: ",").compactMap { Int($0.trimmingSpaces) }
    }
}
