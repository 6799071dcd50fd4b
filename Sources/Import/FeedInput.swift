import Archive
import Feeds
import Foundation

/// A feed opened for import, before anything touches an archive: downloaded when it is an
/// http(s) URL, and its root element read, so that input that is no feed fails here. The
/// download is removed when the input is released.
public final class FeedInput {
    /// The feed's path, or its URL without user name and password (`FeedLocation.source`).
    public let source: String
    let reader: FeedReader
    /// What the server said of the version it sent; empty for a file or a pipe.
    let validators: FeedValidators
    private let download: FeedSpool?

    /// Opens `source` (a file path, or an http(s) URL downloaded with curl) within `limits`. A
    /// download runs curl from the calling thread, and curl is killed when that thread exits:
    /// open from a thread that outlives the call (the main thread does).
    ///
    /// - Throws: `FeedError` when it cannot be read, is over a limit, or is not a feed.
    public convenience init(_ source: String, limits: FeedLimits = FeedLimits()) throws(FeedError) {
        let location = FeedLocation(source)
        guard location.isRemote else {
            try self.init(location, download: nil, validators: FeedValidators(), limits: limits)
            return
        }
        guard case let .feed(spool, validators) = try RemoteFeed.download(location, limits: limits) else {
            throw .unreadable(file: location.source, reason: "HTTP 304 to a request that was not conditional")
        }
        try self.init(location, download: spool, validators: validators, limits: limits)
    }

    /// Opens the feed `RemoteFeed.download` brought from `location`, or the file at `location`
    /// when `download` is nil.
    init(
        _ location: FeedLocation, download: FeedSpool?, validators: FeedValidators, limits: FeedLimits
    ) throws(FeedError) {
        reader = try FeedReader(path: download?.path ?? location.source, displayName: location.source, limits: limits)
        source = location.source
        self.download = download
        self.validators = validators
    }
}
