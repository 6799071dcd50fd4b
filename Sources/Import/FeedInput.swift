import Feeds
import Foundation

/// A feed opened for import, before anything touches an archive: downloaded when it is an
/// http(s) URL, and its root element read, so that input that is no feed fails here. The
/// download is removed when the input is released.
public final class FeedInput {
    /// The feed's path, or its URL without user name and password (`FeedLocation.source`).
    public let source: String
    let reader: FeedReader
    private let download: FeedSpool?

    /// Opens `source` (a file path, or an http(s) URL downloaded with curl) within `limits`. A
    /// download runs curl from the calling thread, and curl is killed when that thread exits:
    /// open from a thread that outlives the call (the main thread does).
    ///
    /// - Throws: `FeedError` when it cannot be read, is over a limit, or is not a feed.
    public init(_ source: String, limits: FeedLimits = FeedLimits()) throws(FeedError) {
        let location = FeedLocation(source)
        let download = try location.isRemote ? RemoteFeed.download(location, limits: limits) : nil
        reader = try FeedReader(path: download?.path ?? location.source, displayName: location.source, limits: limits)
        self.source = location.source
        self.download = download
    }
}
