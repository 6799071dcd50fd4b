import ArgumentParser
import Feeds
import Foundation
import Import

/// The limits on reading one feed (`--max-feed-size`, `--timeout`, `--stall-timeout`,
/// `--max-item-size`) and the CA certificates downloads trust (`--ca-file`), shared by the
/// commands that download and import feeds.
struct DownloadOptions: ParsableArguments {
    @Option(
        name: .customLong("max-feed-size"),
        help: ArgumentHelp(
            "The most a downloaded or piped feed may hold, decompressed: 100MB, 1.5GB, 500KB, or bytes.",
            valueName: "size"))
    var maxFeedSize = FeedSizeLimit.default

    @Option(help: ArgumentHelp("Seconds a download may take in all, redirects included.", valueName: "seconds"))
    var timeout = DownloadLimits.defaultTimeout

    @Option(
        name: .customLong("stall-timeout"),
        help: ArgumentHelp("Seconds a download may stay under 1 KB/s, or take to connect.", valueName: "seconds"))
    var stallTimeout = DownloadLimits.defaultStallTimeout

    @Option(name: .long, help: ArgumentHelp(
        "Refuse an item carrying more than this many megabytes of text (the next items are still imported).",
        valueName: "MB"))
    var maxItemSize = FeedLimits.defaultItemTextBytes >> 20

    @Option(name: .customLong("ca-file"), help: ArgumentHelp(
        "Trust the CA certificates in this PEM file instead of the system's (SSL_CERT_FILE does the same).",
        valueName: "path"))
    var caFile: String?

    /// The largest `--max-item-size`: 4 GB, which a String of text can hold many times over.
    static let largestItemSize = 4096

    func validate() throws {
        if timeout < 1 { throw ValidationError("--timeout must be at least 1 second") }
        if stallTimeout < 1 { throw ValidationError("--stall-timeout must be at least 1 second") }
        guard (1...Self.largestItemSize).contains(maxItemSize) else {
            throw ValidationError("--max-item-size must be between 1 and \(Self.largestItemSize) (MB), not \(maxItemSize)")
        }
        if let caFile, !FileManager.default.isReadableFile(atPath: caFile) {
            throw ValidationError("--ca-file \(caFile): no such readable file")
        }
    }

    /// The limits the options set.
    var limits: ImportLimits {
        ImportLimits(
            download: DownloadLimits(size: maxFeedSize, timeout: timeout, stallTimeout: stallTimeout),
            items: FeedLimits(itemTextBytes: maxItemSize << 20))
    }

    /// The CA file: `--ca-file`, else what curl reads by itself (`CURL_CA_BUNDLE`, else the
    /// system's), unless `SSL_CERT_FILE` is set without it: curl 7.88 reads that one only when
    /// `SSL_CERT_DIR` is not set, which Debian's OpenSSL users often have. And the netrc file that
    /// `NETRC` names (else curl reads ~/.netrc).
    var access: DownloadAccess {
        let environment = ProcessInfo.processInfo.environment
        let named = { (variable: String) in environment[variable].flatMap { $0.isEmpty ? nil : $0 } }
        let certificates = named("CURL_CA_BUNDLE") == nil ? named("SSL_CERT_FILE") : nil
        return DownloadAccess(caFile: caFile ?? certificates, netrcFile: named("NETRC"))
    }
}
