import Archive
import Import
import ArgumentParser
import Feeds
import Foundation

/// `blogkit import FEED...`: reads feeds into the archive.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import RSS, RDF and Atom feeds and WordPress and Blogger exports (files or http(s) URLs) into the archive.",
        discussion: """
            Posts are keyed by guid: importing a feed again updates changed posts in place and \
            never duplicates one; a post carried by several feeds lists them all. Each feed is \
            imported in one transaction, so a feed that fails leaves the archive as it was. \
            Warnings (recovered markup, unparseable dates) go to stderr as file:line: warning: ... \
            When the posts imported lost something on the way (words, links, media, listings or \
            their languages...), a last line says how many; blogkit check lists them.

            A WordPress export (WXR) is read as WordPress shows the blog: only published posts \
            become posts, published pages become pages (each at its own path, in no list or feed), \
            attachments become media of their post, approved comments its thread (never an \
            e-mail or IP address); drafts, scheduled, pending and private items, menus, templates, \
            styles and other types are skipped and counted. Its items are keyed by site and post \
            id, dated by post_date_gmt, and classic-editor bodies get WordPress's paragraphs.

            A Blogger export is read the same way: entries of kind post and page that are not \
            drafts become posts and pages; drafts, settings and the template are skipped and \
            counted; comments are kept as comments of their post. Its entries are keyed by their id. \
            Each export's line says what it kept and skipped. With --drafts, an export's drafts, \
            pending and scheduled posts and pages are kept as drafts: in the archive and \
            'blogkit export' (kind "draft"), never on the site.

            URLs are downloaded with curl, within the limits below; redirects are followed (at \
            most 5, never from https to http, never from a public address to a loopback, private \
            or link-local one). TLS is always verified. A user name and password in a URL are \
            used, never stored: keep them in ~/.netrc (or the file NETRC names), which curl reads. \
            A URL that brings a web page instead of a feed is read for the RSS or Atom feed its \
            head links to (<link rel="alternate">), which is imported instead, under the same checks.

            With --history, each URL's older pages are imported too, as the same feed: those its \
            feed links to (RFC 5005 rel="next" or rel="prev-archive"), else, for a WordPress feed, \
            ?paged=2, 3, ... until a 404 or a page with nothing new; at most --max-pages pages, \
            --page-delay seconds apart.
            """)

    @OptionGroup var database: DatabaseOption

    @OptionGroup var download: DownloadOptions

    @OptionGroup var history: HistoryOptions

    @Option(name: .customLong("auth-header-env"), help: ArgumentHelp(
        "Send the header line held by this environment variable (e.g. 'Authorization: Bearer TOKEN') to each URL's server; sync reads the same variable.",
        valueName: "name"))
    var authHeaderEnv: String?

    @Flag(name: .customLong("drafts"), help: ArgumentHelp(
        "Keep a WordPress or Blogger export's drafts, pending and scheduled posts and pages as drafts: in the archive and its export, never on the site."))
    var keepingDrafts = false

    @Argument(help: ArgumentHelp("Feed files, or http(s) URLs (downloaded with curl).", valueName: "feed"))
    var feeds: [String]

    func validate() throws {
        if feeds.isEmpty { throw ValidationError("Name at least one feed, e.g. blogkit import feeds/*.xml") }
        _ = try access()
    }

    /// The access of the downloads: `--ca-file`, NETRC, and the header `--auth-header-env`
    /// names, checked to be one `Name: value` line.
    func access() throws -> DownloadAccess {
        var access = download.access
        if let name = authHeaderEnv {
            do { try access.header(fromVariable: name) } catch { throw ValidationError("--auth-header-env: \(error)") }
        }
        return access
    }

    func run() throws {
        // An interrupted import removes its temporary copies of downloads and pipes.
        FeedSpool.removeOnInterrupt()
        let start = Date()
        var importRun = ImportRun()
        importRun.limits = download.limits
        importRun.access = try access()
        importRun.keepingDrafts = keepingDrafts
        importRun.auditing = true
        importRun.olderPages = history.olderPages
        let run = try importRun.run(feeds, opening: openArchive, events: report)
        if run.failures == feeds.count { throw ExitCode.failure }  // each failure has said why, in one line
        for (source, summary) in run.backups {
            print("\(source): \(summary.dialect.rawValue) export: \(summary.description)")
        }
        print(Self.summary(
            run.outcomes, pages: run.pages.count, drafts: run.drafts.count, reconverted: run.reconverted.count,
            excluded: run.excluded.count, feeds: feeds.count - run.failures, seconds: Date().timeIntervalSince(start)))
        let changed = run.outcomes.filter { $0.value != .unchanged }.map(\.key) + run.reconverted
        if let losses = auditNote(changed: changed, bodyAudits: run.bodyAudits) { print(losses) }
        let unimported = (run.failures > 0 ? ["\(run.failures) of \(feeds.count) feeds"] : [])
            + (run.rejected > 0 ? [Self.plural(run.rejected, "item")] : [])
        if !unimported.isEmpty { throw Console.fail(unimported.joined(separator: " and ") + " could not be imported") }
    }

    /// Tells what happened during the run: notes, errors and warnings on stderr, progress on a
    /// terminal only.
    private func report(_ event: ImportRun.Event) {
        let clearStatus = { if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") } }
        switch event {
        case let .credentialsUsed(source):
            Console.error("blogkit: warning: \(source): the user name and password in the URL were used, "
                + "not stored; keep them in ~/.netrc instead")
        case let .discovered(discovery):
            Console.error(Self.note(discovery))
        case let .progress(source, count):
            if Console.stderrIsTerminal { Console.status("\r\u{1B}[Kimporting \(source): \(count) items") }
        case let .reconverting(source, done, total):
            if Console.stderrIsTerminal {
                Console.status("\r\u{1B}[Kimporting \(source): \(done) of \(total) posts converted again")
            }
        case let .page(source, number, url):
            if Console.stderrIsTerminal { Console.status("\r\u{1B}[Kimporting \(source): page \(number): \(url)") }
        case let .history(source, report):
            clearStatus()
            Console.error(history.note(report, of: source))
        case let .imported(_, reports):
            clearStatus()
            for report in reports {
                report.rejectedItems.forEach { Console.error("blogkit: error: \($0)") }
                report.warnings.forEach { Console.error($0.description) }
            }
        case let .failed(_, error):
            clearStatus()
            Console.error("blogkit: error: \(error)")
        }
    }

    /// `3 posts lost something: blogkit check for the list` when the audit of the posts `changed`
    /// (new, updated or converted again) finds losses; nil when it finds none. The bodies audited
    /// as they were converted (`bodyAudits`) are not audited again.
    private func auditNote(changed: [Int64], bodyAudits: [Int64: Bool]) -> String? {
        guard !changed.isEmpty else { return nil }
        var lossy = 0
        do {
            lossy = try database.archive().lossyCount(among: changed, bodyAudits: bodyAudits)
        } catch {
            Console.error("blogkit: warning: could not check what the import kept: \(error)")
        }
        return lossy == 0 ? nil : "\(lossy == 1 ? "1 post" : "\(lossy) posts") lost something: blogkit check for the list"
    }

    /// `blogkit: PAGE: a web page; importing the feed it names, FEED ("TITLE"; it names 1 other: URL)`.
    static func note(_ discovery: FeedDiscovery) -> String {
        let details = (discovery.title.map { ["\"\($0)\""] } ?? [])
            + (discovery.others.isEmpty ? [] : ["it names \(plural(discovery.others.count, "other")): "
                + discovery.others.joined(separator: ", ")])
        return "blogkit: \(discovery.page): a web page; importing the feed it names, \(discovery.feed)"
            + (details.isEmpty ? "" : " (\(details.joined(separator: "; ")))")
    }

    /// The archive, or the exit after its one-line error: no feed can be imported without it.
    private func openArchive() throws -> Archive {
        let archive: Archive
        do { archive = try database.archive() } catch { throw Console.fail("\(error)") }
        if archive.isReadOnly { throw Console.fail("\(ArchiveError.readOnly(path: archive.path))") }
        return archive
    }

    /// `imported 9 posts (9 new, 0 updated, 0 unchanged) from 2 feeds in 0.05 s`: the `tally` of
    /// the outcomes, the feeds and the time.
    static func summary(
        _ outcomes: [Int64: ImportOutcome], pages: Int = 0, drafts: Int = 0, reconverted: Int = 0, excluded: Int = 0,
        feeds: Int, seconds: Double
    ) -> String {
        "imported \(tally(outcomes, pages: pages, drafts: drafts, reconverted: reconverted, excluded: excluded)) from "
            + "\(plural(feeds, "feed")) in " + String(format: "%.2f s", seconds)
    }

    /// `9 posts (9 new, 0 updated, 0 unchanged)`, with `; 3 reconverted` inside the parentheses
    /// when posts an older conversion made were converted again, and `; 1 excluded` when items of
    /// posts removed forever were skipped. `pages` of the outcomes are pages (a WordPress
    /// export's), and `drafts` drafts: `3 posts, 1 page and 2 drafts (6 new, ...`.
    static func tally(
        _ outcomes: [Int64: ImportOutcome], pages: Int = 0, drafts: Int = 0, reconverted: Int = 0, excluded: Int = 0
    ) -> String {
        let count = { (outcome: ImportOutcome) in outcomes.values.count { $0 == outcome } }
        let notes = [(reconverted, "reconverted"), (excluded, "excluded")].filter { $0.0 > 0 }.map { "; \($0.0) \($0.1)" }
        let parts = [plural(outcomes.count - pages - drafts, "post")]
            + (pages > 0 ? [plural(pages, "page")] : []) + (drafts > 0 ? [plural(drafts, "draft")] : [])
        let entries = parts.count == 1 ? parts[0] : "\(parts.dropLast().joined(separator: ", ")) and \(parts[parts.count - 1])"
        return "\(entries) (\(count(.new)) new, \(count(.updated)) updated, \(count(.unchanged)) unchanged\(notes.joined()))"
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
