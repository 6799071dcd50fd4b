import Feeds

/// What one download may cost: its size (a pipe's copy too) and how long it may take.
public struct DownloadLimits: Sendable, Equatable {
    /// 300 s for a whole download, redirects included (`--timeout`).
    public static let defaultTimeout = 300
    /// A download slower than `lowSpeed` for this many seconds is given up (`--stall-timeout`);
    /// so is a connection not made within it.
    public static let defaultStallTimeout = 30
    /// 1 KB/s, the speed under which a download counts as stalled: a server dripping a byte now
    /// and then is not a feed being sent.
    public static let lowSpeed = 1024

    /// The most bytes a downloaded or piped feed may have, after decompression (`--max-feed-size`).
    public var size: FeedSizeLimit
    /// Seconds a whole download may take.
    public var timeout: Int
    /// Seconds a download may stay under `lowSpeed`.
    public var stallTimeout: Int

    /// The defaults, or the limits given.
    public init(
        size: FeedSizeLimit = .default, timeout: Int = Self.defaultTimeout, stallTimeout: Int = Self.defaultStallTimeout
    ) {
        self.size = size
        self.timeout = timeout
        self.stallTimeout = stallTimeout
    }
}
