import Archive
import ArgumentParser
import Feeds
import Import

/// `--history`, `--max-pages N`, `--page-delay SECONDS`: import's walk through a feed's older pages.
struct HistoryOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Also import each URL's older pages: RFC 5005 rel=\"next\" or rel=\"prev-archive\" links, else WordPress's ?paged=2, 3, ..."))
    var history = false

    @Option(name: .customLong("max-pages"), help: ArgumentHelp(
        "With --history, the most pages read per feed, the first included.", valueName: "n"))
    var maxPages = FeedHistory.defaultMaxPages

    @Option(name: .customLong("page-delay"), help: ArgumentHelp(
        "With --history, seconds to wait before each older page.", valueName: "seconds"))
    var pageDelay = FeedHistory.defaultDelay

    /// The most `--max-pages`, and `--page-delay`.
    static let largestMaxPages = 10_000
    static let longestDelay = 60.0

    func validate() throws {
        guard (1...Self.largestMaxPages).contains(maxPages) else {
            throw ValidationError("--max-pages must be between 1 and \(Self.largestMaxPages), not \(maxPages)")
        }
        guard (0...Self.longestDelay).contains(pageDelay) else {
            throw ValidationError("--page-delay must be between 0 and \(Int(Self.longestDelay)) seconds")
        }
    }

    /// The walk through older pages these options ask for; nil without `--history`.
    var olderPages: ImportRun.OlderPages? {
        history ? ImportRun.OlderPages(maxPages: maxPages, delay: pageDelay) : nil
    }

    /// `blogkit: URL: history: 3 pages, through rel="next" links`, with `; stopped at --max-pages 3`
    /// when the bound ended it.
    func note(_ report: FeedHistory.Report, of source: String) -> String {
        guard let paging = report.paging else {
            return "blogkit: \(source): history: no older page (no rel=\"next\" or rel=\"prev-archive\" link, no WordPress ?paged=2)"
        }
        return "blogkit: \(source): history: \(Import.plural(report.pages, "page")), through \(paging.rawValue)"
            + (report.end == .bound ? "; stopped at --max-pages \(maxPages)" : "")
    }
}
