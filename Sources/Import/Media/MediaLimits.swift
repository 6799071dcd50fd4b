import Feeds

/// What `blogkit media` may download: each image, all of them in one run, and how long each may take.
public struct MediaLimits: Sendable, Equatable {
    /// 20 MB for one image (`--max-image-size`): a large photograph is a few MB.
    public static let defaultImageSize = FeedSizeLimit(bytes: 20_000_000)
    /// 1 GB in one run (`--max-total-size`); the images not reached are tried on the next run.
    public static let defaultTotalSize = FeedSizeLimit(bytes: 1_000_000_000)
    /// 60 s for one image, redirects included (`--timeout`).
    public static let defaultTimeout = 60

    public var imageSize: FeedSizeLimit
    public var totalSize: FeedSizeLimit
    public var timeout: Int
    /// Seconds a download may stay under 1 KB/s, or take to connect (`--stall-timeout`).
    public var stallTimeout: Int

    public init(
        imageSize: FeedSizeLimit = Self.defaultImageSize, totalSize: FeedSizeLimit = Self.defaultTotalSize,
        timeout: Int = Self.defaultTimeout, stallTimeout: Int = DownloadLimits.defaultStallTimeout
    ) {
        self.imageSize = imageSize
        self.totalSize = totalSize
        self.timeout = timeout
        self.stallTimeout = stallTimeout
    }

    /// The limits of one image's download.
    var download: DownloadLimits {
        DownloadLimits(size: imageSize, timeout: timeout, stallTimeout: stallTimeout)
    }
}
