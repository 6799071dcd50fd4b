import Feeds
import Foundation

/// A feed opened for import, before anything touches an archive: downloaded when it is an
/// http(s) URL, and its root element read, so that input that is no feed fails here. The
/// download is removed when the input is released.
public final class FeedInput {
    /// The feed's path or URL, as given.
    public let source: String
    let reader: FeedReader
    private let download: URL?

    /// Opens `source` (a file path, or an http(s) URL downloaded with curl).
    ///
    /// - Throws: `FeedError` when it cannot be read or is not a feed.
    public init(_ source: String) throws(FeedError) {
        let download = try RemoteFeed.isRemote(source) ? RemoteFeed.download(source) : nil
        do {
            reader = try FeedReader(path: download?.path ?? source, displayName: source)
        } catch {
            download.map { try? FileManager.default.removeItem(at: $0) }
            throw error
        }
        self.source = source
        self.download = download
    }

    deinit {
        download.map { try? FileManager.default.removeItem(at: $0) }
    }
}
