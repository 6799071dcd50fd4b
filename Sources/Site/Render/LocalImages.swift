import Content
import Foundation

/// The site's image hook for ``HTMLRenderer`` on pages: each image is pointed at its local copy
/// (``MediaMap``, `blogkit media`) with its width and height, so the page does not jump as it
/// loads, and an empty `alt` takes the image's title, else its file name. An image without a
/// copy keeps its URL. A link to an image with a copy (a thumbnail's full-size upload) leads to
/// the copy (``copy(of:)``, for the link hook).
struct LocalImages {
    let media: MediaMap
    /// The page's root prefix (`../../`).
    let root: String

    func image(_ image: InlineImage) -> InlineImage {
        var result = image
        if let copy = media.image(for: image.url) {
            result.url = href(copy)
            result.width = copy.width
            result.height = copy.height
        }
        if result.alt.isEmpty { result.alt = image.title.isEmpty ? Self.fileName(of: image.url) : image.title }
        return result
    }

    /// The local copy of the image at `url`, as linked from the page; nil when there is none.
    func copy(of url: String) -> String? {
        media.image(for: url).map(href)
    }

    private func href(_ copy: MediaMap.Image) -> String {
        root + SitePath.percentEncoded(copy.file)
    }

    /// The last segment of `url`'s path, percent-decoded: `photo of me.jpg`; empty when there is none.
    static func fileName(of url: String) -> String {
        let path = URL(string: url)?.path ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name.removingPercentEncoding ?? name
    }
}
