import Archive
import ArgumentParser
import Feeds
import Foundation
import Import

/// `blogkit sync`: fetches the archive's remote feeds again and imports what changed.
struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch every feed the archive imported from a URL again, and import what changed.",
        discussion: """
            Each feed imported from an http(s) URL is downloaded again, at most --jobs at a time, \
            within the same limits as blogkit import, and imported as blogkit import does. The \
            download is conditional: the ETag and Last-Modified the server last sent are sent \
            back, and a server that answers 304 Not Modified sends nothing; the feed is reported \
            as not modified. Feeds imported from files are not read again.

            A feed that fails (network, HTTP error, limit, not a feed) is reported on stderr in \
            one line and left in the archive as it was; the others are still synced, and the \
            exit status is 1. Each feed's last fetch and how it went are kept for blogkit feeds. \
            User names and passwords come from ~/.netrc (or the file NETRC names), as for \
            blogkit import; TLS is verified as there. A feed imported with --auth-header-env NAME \
            sends the header that $NAME holds now, to its own server only.
            """)

    @OptionGroup var database: DatabaseOption

    @OptionGroup var download: DownloadOptions

    @Option(help: ArgumentHelp("How many feeds to download at once (1 to \(Self.maxJobs)).", valueName: "n"))
    var jobs = FeedSync.defaultJobs

    /// The largest `--jobs`: a few connections are enough to hide a slow server.
    static let maxJobs = 8

    func validate() throws {
        guard (1...Self.maxJobs).contains(jobs) else {
            throw ValidationError("--jobs must be between 1 and \(Self.maxJobs), not \(jobs)")
        }
    }

    func run() throws {
        FeedSpool.removeOnInterrupt()
        let start = Date()
        let archive = try database.existingArchive(writable: true)
        let feeds: [ArchivedFeed]
        do { feeds = try archive.feeds().filter(\.isRemote) } catch { throw Console.fail("\(error)") }
        guard !feeds.isEmpty else {
            print("nothing to sync: \(archive.path) holds no feed imported from a URL")
            return
        }
        var tally = (imported: 0, notModified: 0, failed: 0)
        let terminal = Console.stderrIsTerminal
        let progress: ((ArchivedFeed, Int) -> Void)? = terminal
            ? { feed, count in Console.status("\r\u{1B}[Ksyncing \(feed.source): \(count) items") } : nil
        if terminal { Console.status("syncing \(Import.plural(feeds.count, "feed"))...") }
        FeedSync(archive: archive, limits: download.limits, access: download.access, jobs: jobs).run(feeds, progress: progress) { feed, outcome in
            if terminal { Console.status("\r\u{1B}[K") }
            switch outcome {
            case let .imported(report):
                tally.imported += 1
                report.rejectedItems.forEach { Console.error("blogkit: error: \($0)") }
                report.warnings.forEach { Console.error($0.description) }
                let posts = Import.tally(
                    report.outcomes, pages: report.pages.count, reconverted: report.reconverted.count,
                    excluded: report.excluded.count)
                print("\(feed.source): imported \(posts)")
            case .notModified:
                tally.notModified += 1
                print("\(feed.source): not modified")
            case let .failed(error):
                tally.failed += 1
                Console.error("blogkit: error: \(error)")
            }
            let done = tally.imported + tally.notModified + tally.failed
            if terminal, done < feeds.count { Console.status("synced \(done) of \(feeds.count) feeds...") }
        }
        print("synced \(Import.plural(feeds.count, "feed")) in " + String(format: "%.2f s", Date().timeIntervalSince(start))
            + ": \(tally.imported) imported, \(tally.notModified) not modified, \(tally.failed) failed")
        if tally.failed > 0 { throw Console.fail("\(tally.failed) of \(Import.plural(feeds.count, "feed")) could not be synced") }
    }
}
