import Feeds

/// A media item of a WordPress export (`wp:post_type` `attachment`): what a `[gallery]`
/// shortcode shows of it.
public struct WordPressAttachment: Sendable, Equatable {
    /// `wp:post_id`: what a gallery's `ids="…"` names.
    public var id: Int
    /// `wp:post_parent`: the post the file was uploaded to, whose `[gallery]` without `ids` shows it.
    public var parentID: Int?
    /// `wp:attachment_url`: the media file.
    public var url: String
    /// The item's title, plain text: the image description when it has no `alt`.
    public var title: String?
    /// The image's alternative text (`_wp_attachment_image_alt`), plain text.
    public var alt: String?
    /// `wp:menu_order`: a gallery without `ids` orders its images by it, then by `id`.
    public var menuOrder: Int

    public init(id: Int, parentID: Int? = nil, url: String, title: String? = nil, alt: String? = nil, menuOrder: Int = 0) {
        self.id = id
        self.parentID = parentID
        self.url = url
        self.title = title
        self.alt = alt
        self.menuOrder = menuOrder
    }

    /// The attachment `item` of a WordPress export is; nil for any other item, or one without
    /// a post id or file URL.
    public init?(_ item: FeedItem) {
        guard let wordPress = item.wordPress, wordPress.postType == "attachment",
              let id = wordPress.postID, let url = wordPress.attachmentURL else { return nil }
        self.init(id: id, parentID: wordPress.parentID, url: url, title: item.title)
    }

    /// True for an image file (by its extension), the only media a gallery shows.
    var isImage: Bool {
        let path = url.prefix { $0 != "?" && $0 != "#" }
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return Self.imageExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    private static let imageExtensions: Set<String> = [
        "jpg", "jpeg", "jpe", "png", "gif", "webp", "avif", "bmp", "tif", "tiff", "ico", "svg", "heic",
    ]
}
