import Archive
import Content

/// The picture of a post for link previews (`og:image`): the first image of its body with an
/// absolute http(s) URL, else its first image enclosure.
enum FirstImage {
    /// `images` are the `src` of the body's images as Content rendered them (``RenderedHTML/images``).
    static func url(of post: Post, images: [String]) -> String? {
        images.first(where: isAbsolute)
            ?? post.enclosures.first { $0.type?.lowercased().hasPrefix("image/") == true && isAbsolute($0.url) }?.url
    }

    static func isAbsolute(_ url: String) -> Bool {
        let lower = url.prefix(8).lowercased()
        return (lower.hasPrefix("http://") && url.count > 7) || (lower.hasPrefix("https://") && url.count > 8)
    }
}
