import Archive
import Content
import Feeds
import Foundation

/// A feed opened for import, before anything touches an archive: downloaded when it is an
/// http(s) URL, and its root element read, so that input that is no feed fails here. The
/// download (or the copy of a pipe) is removed when the input is released.
public final class FeedInput {
    /// The feed's path, or its URL without user name and password (`FeedLocation.source`): for a
    /// web page given instead of a feed, the URL of the feed it named.
    public let source: String
    /// The web page given instead of a feed, when the feed was found through it.
    public let discovery: FeedDiscovery?
    let reader: FeedReader
    /// What the server said of the version it sent, to store as the feed's; empty for a file or a
    /// pipe, nil for a page of its history (whose validators are not the feed's).
    let validators: FeedValidators?
    /// The environment variable whose header the download sent (``DownloadAccess/headerVariable``).
    let headerVariable: String?
    /// The download, or the copy of a pipe, that `reader` reads.
    private let spool: FeedSpool?

    /// Opens `source` (a file path, or an http(s) URL downloaded with curl) within `limits`. A
    /// URL that brings an HTML page instead of a feed is read for the feed its head names (see
    /// ``FeedDiscovery``), which is downloaded in turn. A download runs curl from the calling
    /// thread, and curl is killed when that thread exits: open from a thread that outlives the
    /// call (the main thread does). `access` says whom the download trusts and what it sends to
    /// say who asks.
    ///
    /// - Throws: `FeedError` when it cannot be read, is over a limit, or is not a feed.
    public convenience init(
        _ source: String, limits: ImportLimits = ImportLimits(), access: DownloadAccess = DownloadAccess()
    ) throws(FeedError) {
        let location = FeedLocation(source)
        guard location.isRemote else {
            try self.init(location, download: nil, limits: limits)
            return
        }
        let page = try Self.download(location, limits: limits, access: access)
        do {
            try self.init(location, download: page, limits: limits, headerVariable: access.headerVariable)
        } catch {
            guard case .notAFeed = error, let discovery = FeedDiscovery(page: page, source: location.source) else {
                throw error
            }
            let feed = location.following(to: discovery.feed)
            let feedAccess = access.following(from: page.url.absoluteString, to: feed.source)
            let download = try Self.download(feed, limits: limits, access: feedAccess, linkedFrom: page)
            try self.init(
                feed, download: download, limits: limits, headerVariable: feedAccess.headerVariable, discovery: discovery)
        }
    }

    /// Opens the feed `RemoteFeed.download` brought from `location`, or the file at `location`
    /// when `download` is nil.
    init(
        _ location: FeedLocation, download: RemoteFeed.Download?, limits: ImportLimits, headerVariable: String? = nil,
        discovery: FeedDiscovery? = nil
    ) throws(FeedError) {
        let spool: FeedSpool?
        if let download {
            spool = download.spool
        } else {
            spool = try FeedSpool.copyIfPipe(path: location.source, file: location.source, limit: limits.download.size)
        }
        reader = try FeedReader(path: spool?.path ?? location.source, displayName: location.source, limits: limits.items)
        source = location.source
        self.spool = spool
        validators = download?.validators ?? FeedValidators()
        self.headerVariable = headerVariable
        self.discovery = discovery
    }

    /// Downloads and opens `page`, an older page of the feed `source` (see ``FeedHistory``), to be
    /// imported as that feed's.
    init(page: FeedLocation, of source: String, limits: ImportLimits, access: DownloadAccess) throws(FeedError) {
        let download = try Self.download(page, limits: limits, access: access)
        reader = try FeedReader(path: download.spool.path, displayName: page.source, limits: limits.items)
        self.source = source
        spool = download.spool
        validators = nil
        headerVariable = nil
        discovery = nil
    }

    /// Downloads `location`, unconditionally.
    private static func download(
        _ location: FeedLocation, limits: ImportLimits, access: DownloadAccess, linkedFrom page: RemoteFeed.Download? = nil
    ) throws(FeedError) -> RemoteFeed.Download {
        let fetched = try RemoteFeed.download(location, limits: limits.download, access: access, linkedFrom: page)
        guard case let .feed(download) = fetched else {
            throw .unreadable(file: location.source, reason: "HTTP 304 to a request that was not conditional")
        }
        return download
    }
}
