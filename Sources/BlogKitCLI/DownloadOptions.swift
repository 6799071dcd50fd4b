import ArgumentParser
import Feeds

/// The limits on reading one feed (`--max-feed-size`, `--timeout`, `--stall-timeout`,
/// `--max-item-size`), shared by the commands that download and import feeds.
struct DownloadOptions: ParsableArguments {
    @Option(
        name: .customLong("max-feed-size"),
        help: ArgumentHelp(
            "The most a downloaded or piped feed may hold, decompressed: 100MB, 1.5GB, 500KB, or bytes.",
            valueName: "size"))
    var maxFeedSize = FeedSizeLimit.default

    @Option(help: ArgumentHelp("Seconds a download may take in all, redirects included.", valueName: "seconds"))
    var timeout = FeedLimits.defaultTimeout

    @Option(
        name: .customLong("stall-timeout"),
        help: ArgumentHelp("Seconds a download may stay under 1 KB/s, or take to connect.", valueName: "seconds"))
    var stallTimeout = FeedLimits.defaultStallTimeout

    @Option(name: .long, help: ArgumentHelp(
        "Refuse an item carrying more than this many megabytes of text (the next items are still imported).",
        valueName: "MB"))
    var maxItemSize = FeedLimits.defaultItemTextBytes >> 20

    /// The largest `--max-item-size`: 4 GB, which a String of text can hold many times over.
    static let largestItemSize = 4096

    func validate() throws {
        if timeout < 1 { throw ValidationError("--timeout must be at least 1 second") }
        if stallTimeout < 1 { throw ValidationError("--stall-timeout must be at least 1 second") }
        guard (1...Self.largestItemSize).contains(maxItemSize) else {
            throw ValidationError("--max-item-size must be between 1 and \(Self.largestItemSize) (MB), not \(maxItemSize)")
        }
    }

    /// The limits the options set.
    var limits: FeedLimits {
        FeedLimits(size: maxFeedSize, timeout: timeout, stallTimeout: stallTimeout, itemTextBytes: maxItemSize << 20)
    }
}
