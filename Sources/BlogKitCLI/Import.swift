import Archive
import Import
import ArgumentParser
import Feeds
import Foundation

/// `blogkit import FEED...`: reads feeds into the archive.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import RSS, RDF and Atom feeds and WordPress and Blogger exports (files or http(s) URLs) into the archive.",
        discussion: """
            Posts are keyed by guid: importing a feed again updates changed posts in place and \
            never duplicates one; a post carried by several feeds lists them all. Each feed is \
            imported in one transaction, so a feed that fails leaves the archive as it was. \
            Warnings (recovered markup, unparseable dates) go to stderr as file:line: warning: ...

            A WordPress export (WXR) is read as WordPress shows the blog: only published posts \
            become posts, published pages become pages (each at its own path, in no list or feed), \
            attachments become media of their post, approved comments its thread (never an \
            e-mail or IP address); drafts, scheduled, pending and private items, menus, templates, \
            styles and other types are skipped and counted. Its items are keyed by site and post \
            id, dated by post_date_gmt, and classic-editor bodies get WordPress's paragraphs.

            URLs are downloaded with curl, within the limits below; redirects are followed (at \
            most 5, never from https to http, never from a public address to a loopback, private \
            or link-local one). A user name and password in a URL are used, never stored: keep \
            them in ~/.netrc, which curl reads.
            """)

    @OptionGroup var database: DatabaseOption

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

    @Argument(help: ArgumentHelp("Feed files, or http(s) URLs (downloaded with curl).", valueName: "feed"))
    var feeds: [String]

    func validate() throws {
        if feeds.isEmpty { throw ValidationError("Name at least one feed, e.g. blogkit import feeds/*.xml") }
        if timeout < 1 { throw ValidationError("--timeout must be at least 1 second") }
        if stallTimeout < 1 { throw ValidationError("--stall-timeout must be at least 1 second") }
        guard (1...Self.largestItemSize).contains(maxItemSize) else {
            throw ValidationError("--max-item-size must be between 1 and \(Self.largestItemSize) (MB), not \(maxItemSize)")
        }
    }

    func run() throws {
        // An interrupted import removes its temporary copies of downloads and pipes.
        FeedSpool.removeOnInterrupt()
        let start = Date()
        let (outcomes, reconverted, excluded, failures, rejected, exports) = try importAll()
        if failures == feeds.count { throw ExitCode.failure }  // each failure has said why, in one line
        for (source, summary) in exports.summaries { print("\(source): WordPress export: \(summary.description)") }
        print(Self.summary(
            outcomes, pages: exports.pages.count, reconverted: reconverted.count, excluded: excluded.count,
            feeds: feeds.count - failures, seconds: Date().timeIntervalSince(start)))
        let unimported = (failures > 0 ? ["\(failures) of \(feeds.count) feeds"] : [])
            + (rejected > 0 ? [Self.plural(rejected, "item")] : [])
        if !unimported.isEmpty { throw Console.fail(unimported.joined(separator: " and ") + " could not be imported") }
    }

    /// The largest `--max-item-size`: 4 GB, which a String of text can hold many times over.
    static let largestItemSize = 4096

    /// Imports every feed, each in its own transaction: what happened to each post, which were
    /// converted again, which were excluded, how many feeds failed and how many items were refused
    /// (each said why on stderr).
    ///
    /// The archive is opened (created if missing) only once a feed has been opened: a run whose
    /// feeds all fail leaves no archive behind, and never has to remove one, which would race
    /// with another process writing into it.
    private func importAll() throws -> (
        outcomes: [Int64: ImportOutcome], reconverted: Set<Int64>, excluded: Set<String>, failures: Int, rejected: Int,
        exports: (summaries: [(String, WordPressSummary)], pages: Set<Int64>)
    ) {
        var archive: Archive?
        var outcomes: [Int64: ImportOutcome] = [:]
        var reconverted: Set<Int64> = []
        var excluded: Set<String> = []
        var failures = 0
        var rejected = 0
        var exports: (summaries: [(String, WordPressSummary)], pages: Set<Int64>) = ([], [])
        let limits = FeedLimits(
            size: maxFeedSize, timeout: timeout, stallTimeout: stallTimeout, itemTextBytes: maxItemSize << 20)
        for argument in feeds {
            let location = FeedLocation(argument)
            if location.hasCredentials {
                Console.error("blogkit: warning: \(location.source): the user name and password in the URL were used, "
                    + "not stored; keep them in ~/.netrc instead")
            }
            do {
                let input = try FeedInput(argument, limits: limits)
                let opened = try archive ?? openArchive()
                archive = opened
                let report = try opened.importFeed(
                    input, progress: Self.progress(for: location.source), reconverting: Self.reconverting(location.source))
                if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
                report.rejectedItems.forEach { Console.error("blogkit: error: \($0)") }
                report.warnings.forEach { Console.error($0.description) }
                rejected += report.rejectedItems.count
                outcomes.merge(report.outcomes, uniquingKeysWith: max)
                reconverted.formUnion(report.reconverted)
                excluded.formUnion(report.excluded)
                if let summary = report.wordPress { exports.summaries.append((location.source, summary)) }
                exports.pages.formUnion(report.pages)
            } catch let exit as ExitCode {
                throw exit
            } catch {
                if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
                Console.error("blogkit: error: \(error)")
                failures += 1
            }
        }
        return (outcomes, reconverted, excluded, failures, rejected, exports)
    }

    /// The archive, or the exit after its one-line error: no feed can be imported without it.
    private func openArchive() throws -> Archive {
        let archive: Archive
        do { archive = try database.archive() } catch { throw Console.fail("\(error)") }
        if archive.isReadOnly { throw Console.fail("\(ArchiveError.readOnly(path: archive.path))") }
        return archive
    }

    /// A progress callback that shows the item count on a terminal, nothing in a pipe.
    private static func progress(for source: String) -> ((Int) -> Void)? {
        guard Console.stderrIsTerminal else { return nil }
        return { count in Console.status("\r\u{1B}[Kimporting \(source): \(count) items") }
    }

    /// A reconversion progress callback, shown like `progress`.
    private static func reconverting(_ source: String) -> ((Int, Int) -> Void)? {
        guard Console.stderrIsTerminal else { return nil }
        return { done, total in Console.status("\r\u{1B}[Kimporting \(source): \(done) of \(total) posts converted again") }
    }

    /// `imported 9 posts (9 new, 0 updated, 0 unchanged) from 2 feeds in 0.05 s`, with
    /// `; 3 reconverted` inside the parentheses when posts an older conversion made were converted
    /// again, and `; 1 excluded` when items of posts removed forever were skipped. `pages` of the
    /// outcomes are pages (a WordPress export's): `imported 3 posts and 1 page (4 new, ...`.
    static func summary(
        _ outcomes: [Int64: ImportOutcome], pages: Int = 0, reconverted: Int = 0, excluded: Int = 0, feeds: Int,
        seconds: Double
    ) -> String {
        let count = { (outcome: ImportOutcome) in outcomes.values.count { $0 == outcome } }
        let notes = [(reconverted, "reconverted"), (excluded, "excluded")].filter { $0.0 > 0 }.map { "; \($0.0) \($0.1)" }
        let entries = plural(outcomes.count - pages, "post") + (pages > 0 ? " and \(plural(pages, "page"))" : "")
        return "imported \(entries) (\(count(.new)) new, \(count(.updated)) updated, "
            + "\(count(.unchanged)) unchanged\(notes.joined())) from \(plural(feeds, "feed")) in "
            + String(format: "%.2f s", seconds)
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
