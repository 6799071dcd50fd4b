import Feeds

/// What importing one feed may cost: its download (or a pipe's copy) and each of its items.
public struct ImportLimits: Sendable, Equatable {
    /// How big the feed may be and how long its download may take.
    public var download: DownloadLimits
    /// What one item may hold (an item over them is skipped, the rest imported).
    public var items: FeedLimits

    /// The defaults, or the limits given.
    public init(download: DownloadLimits = DownloadLimits(), items: FeedLimits = FeedLimits()) {
        self.download = download
        self.items = items
    }
}
