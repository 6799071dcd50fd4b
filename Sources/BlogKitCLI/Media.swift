import Archive
import ArgumentParser
import Feeds
import Foundation
import Import

/// `blogkit media`: downloads the images the archive's posts show, for `blogkit build`.
struct Media: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "media",
        abstract: "Download the images the archive's posts show, for the site.",
        discussion: """
            Each image a post shows (an http(s) <img>) is downloaded once, with the same safeguards \
            as feeds: redirects checked one by one, no private, loopback or link-local address \
            unless the post's feed was itself on one, size and time limits. Its first bytes must \
            be a PNG, GIF, JPEG or WebP image (an SVG, which can carry script, stays at its own \
            URL). Each is kept once by the SHA-256 of its bytes \
            in ARCHIVE.media/ beside the archive; blogkit build copies it into output/media/, \
            points the <img> at it and writes its width and height. A resized copy WordPress \
            served (photo-300x200.jpg, photo.jpg?w=604, i0.wp.com/...) is shown by its original, \
            downloaded once for all its sizes, when the export's attachments, the posts' images, \
            links or srcset sizes, or a WordPress.com address name it. A download that fails is \
            reported once and recorded: the page keeps the original URL, and the URL is not tried \
            again unless --retry is given.
            """)

    @OptionGroup var database: DatabaseOption

    @Flag(help: "Try again the images whose download failed before.")
    var retry = false

    @Option(
        name: .customLong("max-image-size"),
        help: ArgumentHelp("The most one image may hold: 20MB, 500KB, or bytes.", valueName: "size"))
    var maxImageSize = MediaLimits.defaultImageSize

    @Option(
        name: .customLong("max-total-size"),
        help: ArgumentHelp(
            "Stop downloading after this much in one run (the rest wait for the next run).", valueName: "size"))
    var maxTotalSize = MediaLimits.defaultTotalSize

    @Option(help: ArgumentHelp("Seconds one image's download may take, redirects included.", valueName: "seconds"))
    var timeout = MediaLimits.defaultTimeout

    @Option(
        name: .customLong("stall-timeout"),
        help: ArgumentHelp("Seconds a download may stay under 1 KB/s, or take to connect.", valueName: "seconds"))
    var stallTimeout = DownloadLimits.defaultStallTimeout

    func validate() throws {
        if timeout < 1 { throw ValidationError("--timeout must be at least 1 second") }
        if stallTimeout < 1 { throw ValidationError("--stall-timeout must be at least 1 second") }
    }

    func run() throws {
        let start = Date()
        let archive = try database.existingArchive(writable: true)
        FeedSpool.removeOnInterrupt()
        let limits = MediaLimits(imageSize: maxImageSize, totalSize: maxTotalSize, timeout: timeout, stallTimeout: stallTimeout)
        let report: MediaDownload.Report
        do {
            report = try MediaDownload(archive: archive, limits: limits, retry: retry).run(progress: Self.progress)
        } catch {
            if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
            throw Console.fail("\(error)")
        }
        if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
        for failure in report.failures { Console.error("blogkit: warning: \(failure.url): \(failure.reason)") }
        if report.deferred > 0 {
            Console.error("blogkit: warning: \(Import.plural(report.deferred, "image")) not downloaded: over --max-total-size \(maxTotalSize); run blogkit media again")
        }
        print(Self.summary(report, seconds: Date().timeIntervalSince(start)))
    }

    /// `stored 3 images (1 already kept, 41230 bytes), 1 failed, 0 known from earlier runs (0.12 s)`,
    /// with `, 2 resized copies mapped to their originals` before the time when there are.
    static func summary(_ report: MediaDownload.Report, seconds: Double) -> String {
        "stored \(Import.plural(report.stored, "image")) (\(report.duplicates) already kept, \(report.bytes) bytes), "
            + "\(report.failures.count) failed, \(report.known) known from earlier runs"
            + (report.resized == 0 ? "" : report.resized == 1 ? ", 1 resized copy mapped to its original"
                : ", \(report.resized) resized copies mapped to their originals")
            + " (" + String(format: "%.2f s", seconds) + ")"
    }

    /// The images done so far, on a terminal only.
    private static var progress: ((Int, Int) -> Void)? {
        guard Console.stderrIsTerminal else { return nil }
        return { done, total in Console.status("\r\u{1B}[Kdownloading images: \(done) of \(total)") }
    }
}
