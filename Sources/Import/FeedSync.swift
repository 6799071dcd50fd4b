import Archive
import Feeds
import Foundation

/// Fetching an archive's remote feeds again (`blogkit sync`): a few downloads at a time, each a
/// conditional GET with the validators the archive keeps, and each changed feed imported, one at
/// a time, in a transaction of its own. A feed that fails is recorded as failed and the others go
/// on; a download that failed or stopped short is never read, so the archive keeps that feed's
/// posts as they were.
public struct FeedSync {
    /// What came of one feed.
    public enum Outcome {
        /// The feed was downloaded and imported.
        case imported(FeedImportReport)
        /// The server said the feed had not changed (304): nothing was downloaded.
        case notModified
        /// The download, the feed or the archive failed; the archive holds the feed as before.
        case failed(any Error)
    }

    /// The default `jobs`: enough to hide a slow server behind the others, few enough to be
    /// polite to a host serving several of the feeds.
    public static let defaultJobs = 4

    public let archive: Archive
    public let limits: ImportLimits
    /// Whom the downloads trust. Its header, if any, is not sent: each feed sends the one its
    /// import sent, from the same environment variable (``ArchivedFeed/headerVariable``).
    public let access: DownloadAccess
    /// The most feeds downloading, or downloaded and waiting to be imported, at once.
    public let jobs: Int

    public init(
        archive: Archive, limits: ImportLimits = ImportLimits(), access: DownloadAccess = DownloadAccess(),
        jobs: Int = Self.defaultJobs
    ) {
        self.archive = archive
        self.limits = limits
        self.access = access
        self.jobs = max(jobs, 1)
    }

    /// Fetches `feeds` (http(s) sources, see ``ArchivedFeed/isRemote``) again and imports those
    /// that changed, recording each fetch's time and status in the archive. `finished` is called
    /// on the calling thread after each feed, in the order they finish; `progress` during a
    /// feed's import, as ``Importer/importFeed(_:keepingDrafts:progressInterval:progress:reconverting:)`` calls it.
    public func run(
        _ feeds: [ArchivedFeed], progress: ((ArchivedFeed, Int) -> Void)? = nil,
        finished: (ArchivedFeed, Outcome) -> Void
    ) {
        let queue = FetchQueue(feeds, slots: jobs)
        let (limits, access) = (limits, access)
        // curl dies with the thread that started it: each downloading thread lives until the
        // queue is empty.
        for _ in 0..<min(jobs, feeds.count) {
            Thread {
                while let feed = queue.take() {
                    do throws(FeedError) {
                        let fetched = try RemoteFeed.download(
                            FeedLocation(feed.source), limits: limits.download, access: Self.access(access, for: feed),
                            conditions: feed.validators)
                        queue.deliver(feed, .fetched(fetched))
                    } catch {
                        queue.deliver(feed, .failed(error))
                    }
                }
            }.start()
        }
        for _ in feeds {
            let (feed, fetch) = queue.next()
            let outcome = importing(feed, fetch, progress: progress)
            queue.release()
            finished(feed, outcome)
        }
    }

    /// Imports what the download of `feed` brought, and records how it went.
    private func importing(
        _ feed: ArchivedFeed, _ fetch: FetchQueue.Fetch, progress: ((ArchivedFeed, Int) -> Void)?
    ) -> Outcome {
        do {
            switch fetch {
            case .fetched(.notModified):
                try archive.recordFetch(of: feed.source, status: ArchivedFeed.notModified)
                return .notModified
            case let .fetched(.feed(download)):
                let input = try FeedInput(FeedLocation(feed.source), download: download, limits: limits)
                return .imported(try Importer(archive: archive).importFeed(input, progress: progress.map { call in { call(feed, $0) } }))
            case let .failed(error):
                throw error
            }
        } catch {
            try? archive.recordFetch(of: feed.source, status: ArchivedFeed.failed(Self.reason(error, of: feed.source)))
            return .failed(error)
        }
    }

    /// `access` for `feed`: with the header of the environment variable the feed was imported
    /// with, read again now. Throws when it is not set, or not one header line.
    static func access(_ access: DownloadAccess, for feed: ArchivedFeed) throws(FeedError) -> DownloadAccess {
        var access = access
        access.header = nil
        access.headerVariable = nil
        guard let name = feed.headerVariable else { return access }
        do {
            try access.header(fromVariable: name)
        } catch {
            throw .unreadable(file: feed.source, reason: "imported with --auth-header-env \(name), but \(error)")
        }
        return access
    }

    /// What went wrong, without the feed's name that the error's description starts with.
    static func reason(_ error: any Error, of source: String) -> String {
        let description = "\(error)"
        return description.hasPrefix(source + ": ") ? String(description.dropFirst(source.count + 2)) : description
    }
}
