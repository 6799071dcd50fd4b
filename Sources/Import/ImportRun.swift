import Archive
import Feeds

/// One run of `blogkit import`: the feeds given, in order, each in its own transaction (and,
/// with ``olderPages``, each URL's older pages after it). A feed that fails is counted and the
/// others go on; what happened to each post is tallied in a ``Summary``. What is worth telling
/// the user is handed to `events` as it happens.
///
/// The archive is opened (`opening`, which may create it) only once a feed has been opened: a
/// run whose feeds all fail leaves no archive behind, and never has to remove one, which would
/// race with another process writing into it.
public struct ImportRun {
    /// Something that happened during the run, in order.
    public enum Event {
        /// The user name and password in `source`'s URL are used for its download, not stored.
        case credentialsUsed(source: String)
        /// A URL brought a web page; the feed it names is imported instead.
        case discovered(FeedDiscovery)
        /// `count` items of `source` imported so far (every 1000).
        case progress(source: String, count: Int)
        /// `done` of `total` posts an older conversion made converted again, during `source`'s import.
        case reconverting(source: String, done: Int, total: Int)
        /// The older page `number` of `source`, at `url`, is being fetched.
        case page(source: String, number: Int, url: String)
        /// The walk through `source`'s older pages ended (``olderPages``).
        case history(source: String, FeedHistory.Report)
        /// `source` was imported: its report, then those of its older pages.
        case imported(source: String, reports: [FeedImportReport])
        /// `source` could not be imported; the archive holds it as before.
        case failed(source: String, error: any Error)
    }

    /// How far a run walks each URL's older pages (see ``FeedHistory``).
    public struct OlderPages: Sendable {
        /// The most pages read per feed, the first included.
        public var maxPages: Int
        /// Seconds to wait before each page after the first.
        public var delay: Double

        public init(maxPages: Int = FeedHistory.defaultMaxPages, delay: Double = FeedHistory.defaultDelay) {
            self.maxPages = maxPages
            self.delay = delay
        }
    }

    /// What a run did, over every feed.
    public struct Summary {
        /// What happened to each post, by id (the most that happened, when several feeds carried it).
        public var outcomes: [Int64: ImportOutcome] = [:]
        /// Posts an older conversion made, converted again.
        public var reconverted: Set<Int64> = []
        /// Keys of items skipped because their post was removed forever.
        public var excluded: Set<String> = []
        /// Feeds that could not be imported.
        public var failures = 0
        /// Items refused for being over the limits.
        public var rejected = 0
        /// Each WordPress or Blogger backup's summary, with the source it came from, in order.
        public var backups: [(source: String, summary: BackupSummary)] = []
        /// The ids of the pages and of the drafts among `outcomes`.
        public var pages: Set<Int64> = []
        public var drafts: Set<Int64> = []
        /// Post id → true when the audit of the body stored found nothing lost, its comments
        /// aside, for the posts whose stored body an audited import made (``auditing``): the
        /// feed that changed a post last says.
        public var bodyAudits: [Int64: Bool] = [:]

        /// Adds what importing `source` gave in `report`.
        mutating func add(_ report: FeedImportReport, from source: String) {
            rejected += report.rejectedItems.count
            outcomes.merge(report.outcomes, uniquingKeysWith: max)
            for (postID, outcome) in report.outcomes where outcome != .unchanged {
                bodyAudits[postID] = report.bodyAudits[postID]
            }
            for postID in report.reconverted { bodyAudits[postID] = nil }
            reconverted.formUnion(report.reconverted)
            excluded.formUnion(report.excluded)
            if let backup = report.backup { backups.append((source, backup)) }
            pages.formUnion(report.pages)
            drafts.formUnion(report.drafts)
        }
    }

    public var limits = ImportLimits()
    /// Whom the downloads trust, and the header they send.
    public var access = DownloadAccess()
    /// Keep a backup's unpublished posts and pages as drafts.
    public var keepingDrafts = false
    /// Audit each body as it is converted, beside the import (``Summary/bodyAudits``).
    public var auditing = false
    /// Walk each URL's older pages too; nil: only the feeds given.
    public var olderPages: OlderPages?

    public init() {}

    /// Imports `sources` (file paths or http(s) URLs) into the archive `opening` gives, opened when
    /// the first feed has been. Throws only what `opening` throws: each feed's own failure is an
    /// event, and counted.
    public func run(
        _ sources: [String], opening: () throws -> Archive, events: (Event) -> Void
    ) throws -> Summary {
        var archive: Archive?
        var summary = Summary()
        for argument in sources {
            let location = FeedLocation(argument)
            if location.hasCredentials { events(.credentialsUsed(source: location.source)) }
            let input: FeedInput
            let opened: Archive
            do {
                input = try FeedInput(argument, limits: limits, access: access)
                if let discovery = input.discovery { events(.discovered(discovery)) }
                opened = try archive ?? opening()
                archive = opened
            } catch let error as FeedError {
                events(.failed(source: location.source, error: error))
                summary.failures += 1
                continue
            }
            do {
                let reports = try importFeed(input, from: location, into: opened, events: events)
                events(.imported(source: location.source, reports: reports))
                for report in reports { summary.add(report, from: location.source) }
            } catch {
                events(.failed(source: location.source, error: error))
                summary.failures += 1
            }
        }
        return summary
    }

    /// Imports the opened `input`, then its older pages when asked: the reports, in order.
    private func importFeed(
        _ input: FeedInput, from location: FeedLocation, into archive: Archive, events: (Event) -> Void
    ) throws -> [FeedImportReport] {
        let source = location.source
        let first = try withoutActuallyEscaping(events) { events in
            try Importer(archive: archive).importFeed(
                input, keepingDrafts: keepingDrafts, auditing: auditing, progress: { events(.progress(source: source, count: $0)) },
                reconverting: { events(.reconverting(source: source, done: $0, total: $1)) })
        }
        guard location.isRemote, let olderPages else { return [first] }
        var walk = FeedHistory(archive: archive)
        walk.limits = limits
        walk.access = access
        walk.maxPages = olderPages.maxPages
        walk.delay = olderPages.delay
        let older = try withoutActuallyEscaping(events) { events in
            try walk.importOlderPages(of: first, page: { events(.page(source: input.source, number: $0, url: $1)) })
        }
        events(.history(source: input.source, older))
        return [first] + older.imported
    }
}
