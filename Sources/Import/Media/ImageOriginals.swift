import Content
import Foundation

/// The uploads an archive knows of, and which of them a resized copy (``ImageVariant``) shows:
/// what `blogkit media` downloads once, in place of every size a post shows.
///
/// The uploads are a WordPress export's attachments (`wp:attachment_url`), the images posts show,
/// the files posts link to (WordPress links a resized image to its upload by default) and the
/// sizes their `srcset`s list (``ImageSourceSets``: the upload is among them when not too wide). An
/// attachment is an upload even when its name looks like a size (`image-alignment-300x200.jpg`).
/// URLs compare without their scheme, a leading `www.` and percent-encoding.
public struct ImageOriginals: Sendable {
    /// The URL to download each known upload at, by ``key(_:)``: the first of `others` (so that
    /// an upload a post also shows is downloaded once, at the URL it shows), else its attachment's.
    private var known: [String: String] = [:]
    private var attachments = Set<String>()

    /// `attachments`, an export's, and `others`, URLs where an upload may be (images, links,
    /// `srcset` sizes), most telling first.
    public init(attachments: [String], others: [String]) {
        for url in others {
            guard let url = ImageReferences.downloadable(url), let key = Self.key(url), known[key] == nil else { continue }
            known[key] = url
        }
        for url in attachments {
            guard let url = ImageReferences.downloadable(url), let key = Self.key(url) else { continue }
            self.attachments.insert(key)
            if known[key] == nil { known[key] = url }
        }
    }

    /// The upload the image at `url` is a resized copy of, and the size it asked for: the first
    /// candidate of its ``ImageVariant`` that is a known upload, else one its URL makes certain.
    /// Nil for an attachment, or a URL no upload is known or certain for (downloaded as it is).
    public func original(of url: String) -> (url: String, size: RequestedSize)? {
        guard let variant = ImageVariant(url), let own = Self.key(url), !attachments.contains(own) else { return nil }
        for candidate in variant.candidates {
            if let key = Self.key(candidate.url), key != own, let upload = known[key] { return (upload, candidate.size) }
        }
        guard let certain = variant.candidates.first(where: \.isCertain), Self.key(certain.url) != own,
              let upload = ImageReferences.downloadable(certain.url)
        else { return nil }
        return (upload, certain.size)
    }

    /// `example.com/wp-content/uploads/a b.jpg?x=1`: host (lowercased, without `www.`), port,
    /// decoded path, query.
    private static func key(_ url: String) -> String? {
        guard let parts = URLComponents(string: url), var host = parts.host?.lowercased() else { return nil }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        let path = parts.percentEncodedPath
        return host + (parts.port.map { ":\($0)" } ?? "") + (path.removingPercentEncoding ?? path)
            + (parts.percentEncodedQuery.map { "?" + $0 } ?? "")
    }
}
