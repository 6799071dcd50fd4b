import Feeds
import Foundation

/// A media item of a WordPress export (`wp:post_type` `attachment`): what a `[gallery]`,
/// `[playlist]`, `[audio]` or `[video]` shortcode shows of it.
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

    /// What a media shortcode takes a file for, by its extension (WordPress's `wp_ext2type`).
    enum Kind: Sendable {
        case image, audio, video, other
    }

    /// The kind of file the URL names: a gallery shows images, a playlist audio or video.
    var kind: Kind { Self.kind(of: url) }

    /// The kind of the file `url` names, by its extension.
    static func kind(of url: String) -> Kind {
        guard let name = fileName(of: url), let dot = name.lastIndex(of: ".") else { return .other }
        let type = name[name.index(after: dot)...].lowercased()
        if imageExtensions.contains(type) { return .image }
        if audioExtensions.contains(type) { return .audio }
        if videoExtensions.contains(type) { return .video }
        return .other
    }

    /// The last path segment of `url` (no query or fragment), percent-decoded; nil when empty.
    static func fileName(of url: String) -> String? {
        let path = url.prefix { $0 != "?" && $0 != "#" }
        guard let name = path.split(separator: "/", omittingEmptySubsequences: false).last, !name.isEmpty,
              path.contains("/") else { return nil }
        return String(name).removingPercentEncoding ?? String(name)
    }

    private static let imageExtensions: Set<String> = [
        "jpg", "jpeg", "jpe", "png", "gif", "webp", "avif", "bmp", "tif", "tiff", "ico", "svg", "heic",
    ]
    private static let audioExtensions: Set<String> = [
        "mp3", "m4a", "m4b", "ogg", "oga", "flac", "wav", "wma", "aac", "mka", "opus", "mid", "midi", "ra", "ram",
    ]
    private static let videoExtensions: Set<String> = [
        "mp4", "m4v", "mov", "qt", "webm", "ogv", "wmv", "flv", "avi", "mkv", "mpeg", "mpg", "3gp", "3g2",
    ]
}
