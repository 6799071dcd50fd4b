import Foundation

/// An image URL in one of the forms WordPress serves a resized copy of an upload at, and where
/// the upload itself may be:
///
/// - `photo-300x200.jpg`: a size WordPress wrote beside `photo.jpg` in the same folder (or beside
///   `photo-scaled.jpg`, the upload WordPress 5.3+ keeps in place of a big one);
/// - `photo.jpg?w=604`, `?h=`, `?resize=300,200`, `?fit=300,200` (with `crop`, `ssl`, `quality`,
///   `strip`, `zoom`): the image CDN of WordPress.com, which serves the file at the path itself;
/// - `https://i0.wp.com/example.com/photo.jpg?resize=…` (`i0` to `i3`): the same CDN in front of
///   another host, which serves `example.com/photo.jpg`.
///
/// Only the CDN forms name their upload for certain, and only on WordPress.com's own hosts
/// (`i0.wp.com`, `*.files.wordpress.com`); elsewhere a candidate is the upload only when the
/// archive knows that URL (``ImageOriginals``).
public struct ImageVariant: Sendable, Equatable {
    /// Where the upload may be, most likely first.
    public var candidates: [Candidate]

    /// A URL the upload may be at.
    public struct Candidate: Sendable, Equatable {
        public var url: String
        /// True when the URL alone says the upload is there (a CDN form on a WordPress.com host).
        public var isCertain: Bool
        /// The size the page asked for, as the URL says it, if the upload is there.
        public var size: RequestedSize
    }

    /// The variant `url` is, nil when it is none of the forms above.
    public init?(_ url: String) {
        guard var parts = URLComponents(string: url), let scheme = parts.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = parts.host?.lowercased()
        else { return nil }
        let query = parts.percentEncodedQueryItems ?? []
        if !query.isEmpty {
            guard query.allSatisfy({ Self.resizeParameters.contains($0.name.lowercased()) }) else { return nil }
        }
        var certain = host.hasSuffix(".files.wordpress.com")
        if Self.isPhoton(host) {
            // `i0.wp.com/example.com/a.jpg`: the path starts with the host the CDN reads from.
            let path = parts.percentEncodedPath.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: true)
            guard path.count == 2, path[0].contains(".") else { return nil }
            parts.scheme = query.contains { $0.name == "ssl" && $0.value == "1" } ? "https" : "http"
            parts.percentEncodedHost = String(path[0])
            parts.percentEncodedPath = "/" + path[1]
            certain = true
        }
        parts.percentEncodedQuery = nil
        parts.fragment = nil
        guard let stripped = parts.string else { return nil }
        let querySize = RequestedSize(query: query)
        var candidates: [Candidate] = []
        if let sized = Self.sizedName(parts.percentEncodedPath) {
            let folder = stripped.dropLast(sized.segment.count)
            let size = querySize ?? .box(width: sized.width, height: sized.height)
            candidates = ["", "-scaled"].map { Candidate(url: folder + sized.stem + $0 + sized.type, isCertain: false, size: size) }
        }
        if stripped != url { candidates.append(Candidate(url: stripped, isCertain: certain, size: querySize ?? .original)) }
        guard !candidates.isEmpty else { return nil }
        self.candidates = candidates
    }

    /// The last segment of `path` when it is a resized copy's name: `photo-300x200.jpg` is
    /// `photo`, 300 by 200, `.jpg`.
    private static func sizedName(_ path: String) -> (segment: Substring, stem: Substring, width: Int, height: Int, type: Substring)? {
        guard !path.hasSuffix("/"), let name = path.split(separator: "/").last, let dot = name.lastIndex(of: "."),
              imageTypes.contains(name[name.index(after: dot)...].lowercased())
        else { return nil }
        let stem = name[..<dot]
        guard let dash = stem.lastIndex(of: "-"), dash > stem.startIndex else { return nil }
        let dimensions = stem[stem.index(after: dash)...].split(separator: "x", omittingEmptySubsequences: false)
        guard dimensions.count == 2, let width = Self.dimension(dimensions[0]), let height = Self.dimension(dimensions[1])
        else { return nil }
        return (name, stem[..<dash], width, height, name[dot...])
    }

    /// A width or height as WordPress writes it in a name: digits, no leading zero.
    private static func dimension(_ text: Substring) -> Int? {
        guard let first = text.first, first != "0", text.count <= 5, text.allSatisfy(\.isASCII) else { return nil }
        return Int(text)
    }

    /// `i0.wp.com` to `i3.wp.com`, WordPress.com's image CDN for other hosts.
    private static func isPhoton(_ host: String) -> Bool {
        ["i0.wp.com", "i1.wp.com", "i2.wp.com", "i3.wp.com"].contains(host)
    }

    /// The query parameters of WordPress.com's image CDN that change only the size or encoding.
    private static let resizeParameters: Set<String> = ["w", "h", "resize", "fit", "crop", "ssl", "quality", "strip", "zoom"]
    /// The extensions WordPress writes resized copies for.
    private static let imageTypes: Set<String> = ["jpg", "jpeg", "jpe", "png", "gif", "webp", "avif", "heic"]
}
