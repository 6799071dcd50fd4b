import Archive

/// The images `blogkit media` keeps a copy of, by the URL posts show them at: what a page's
/// `<img>` points at instead (`media/ab/cdef….png` in the site), with the size written on it.
/// Failed downloads are not in it: their `<img>` keeps the original URL.
package struct MediaMap: Sendable {
    /// A kept copy, as the site serves it.
    package struct Image: Sendable, Equatable {
        /// Relative to the site's root: `media/ab/cdef….png`.
        package let file: String
        let width: Int?
        let height: Int?
    }

    private var images: [String: Image] = [:]
    /// Each kept file once: where it is in the media folder, and in the site.
    private(set) var files: [(source: String, site: String)] = []

    /// The folder in the site the copies go to.
    package static let folder = "media/"

    init() {}

    /// The stored ones among `media`, for which `isPresent` (given the file's path in the media
    /// folder) says the copy is there.
    init(_ media: [MediaFile], isPresent: (String) -> Bool) {
        var seen = Set<String>()
        for entry in media {
            guard let stored = entry.stored, isPresent(stored.file) else { continue }
            images[Self.key(entry.url)] = Image(file: Self.folder + stored.file, width: stored.width, height: stored.height)
            if seen.insert(stored.file).inserted { files.append((stored.file, Self.folder + stored.file)) }
        }
    }

    /// The local copy of the image at `url`, nil when there is none.
    package func image(for url: String) -> Image? { images[Self.key(url)] }

    /// URLs compare percent-decoded: the HTML renderer encodes what a post's Markdown (and so
    /// `blogkit media`) may have kept as it was.
    private static func key(_ url: String) -> String { url.removingPercentEncoding ?? url }

    package var isEmpty: Bool { images.isEmpty }

    /// What the site's pages depend on: every URL and its file, for the build fingerprints.
    var fingerprint: String {
        images.sorted { $0.key < $1.key }.map { "\($0.key)\u{0}\($0.value.file)" }.joined(separator: "\u{0}")
    }
}
