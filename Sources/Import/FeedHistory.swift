import Archive
import Feeds
import Foundation

/// A blog's posts beyond its feed's latest page (`blogkit import --history`): the older pages its
/// feed links to (RFC 5005 paged feeds, `rel="next"`, and archived feeds, `rel="prev-archive"`),
/// or, for a WordPress feed that links to none, WordPress's pages `?paged=2`, `3`, ... until a 404
/// or a page with nothing new. Each page is imported as the feed's own, in a transaction of its
/// own, after a polite delay, up to a bound on pages.
public struct FeedHistory {
    /// How the pages were found.
    public enum Paging: String, Sendable {
        case next = "rel=\"next\" links"
        case previousArchive = "rel=\"prev-archive\" links"
        case wordPress = "WordPress's ?paged="
    }

    /// Why the walk through the pages stopped.
    public enum End: Equatable, Sendable {
        /// The last page links to no other (or to one already read), or WordPress's next page is
        /// missing, empty or brings nothing new.
        case done
        /// `maxPages` were read.
        case bound
    }

    /// What importing a feed's history did.
    public struct Report {
        /// The pages read, the feed's first page included.
        public var pages = 1
        /// How they were found; nil when the feed has no older page.
        public var paging: Paging?
        public var end = End.done
        /// The report of each older page imported, in order.
        public var imported: [FeedImportReport] = []
    }

    /// The default `maxPages`: a blog of 10 posts a page and 10 years of weekly posts.
    public static let defaultMaxPages = 100
    /// The default `delay`, in seconds.
    public static let defaultDelay = 1.0

    public let archive: Archive
    public var limits = ImportLimits()
    public var access = DownloadAccess()
    /// The most pages read, the first included.
    public var maxPages = Self.defaultMaxPages
    /// Seconds to wait before each page after the first.
    public var delay = Self.defaultDelay

    public init(archive: Archive) {
        self.archive = archive
    }

    /// Imports the older pages of the feed whose first page, already imported, gave `first`.
    /// `page` is called before each page is fetched, with its number and URL.
    ///
    /// - Throws: what fetching or importing a page throws (the pages before it stay imported),
    ///   except WordPress's 404 after its last page, which ends the walk.
    public func importOlderPages(
        of first: FeedImportReport, page: ((Int, String) -> Void)? = nil
    ) throws -> Report {
        var report = Report()
        let start = FeedLocation(first.source)
        var seen = Set(first.outcomes.keys)
        var visited: Set<String> = [first.source]
        var channel = first.channel
        while let (url, paging) = Self.page(after: channel, of: first.source, number: report.pages + 1) {
            guard !visited.contains(url) else { break }
            guard report.pages < maxPages else {
                report.end = .bound
                break
            }
            visited.insert(url)
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            page?(report.pages + 1, url)
            guard let input = try open(start.following(to: url), of: first.source, paging: paging) else { break }
            let imported = try Importer(archive: archive).importFeed(input)
            let ids = Set(imported.outcomes.keys)
            // A server that ignores ?paged= sends its first page again.
            if paging == .wordPress, ids.isSubset(of: seen) { break }
            seen.formUnion(ids)
            report.pages += 1
            report.paging = report.paging ?? paging
            report.imported.append(imported)
            channel = imported.channel
        }
        return report
    }

    /// Opens the page at `location`; nil for WordPress's 404 after its last page.
    private func open(_ location: FeedLocation, of source: String, paging: Paging) throws(FeedError) -> FeedInput? {
        do {
            return try FeedInput(
                page: location, of: source, limits: limits, access: access.following(from: source, to: location.source))
        } catch {
            if paging == .wordPress, case .unreadable(_, "HTTP 404") = error { return nil }
            throw error
        }
    }

    /// The page after the one that gave `channel`: its RFC 5005 link, resolved against the feed,
    /// or the WordPress page `number` of `source` when the feed is WordPress's and links to none.
    static func page(after channel: FeedChannel, of source: String, number: Int) -> (String, Paging)? {
        let base = URL(string: source)
        let resolve = { (link: String) in URL(string: link, relativeTo: base)?.absoluteURL.absoluteString }
        if let next = channel.nextPage.flatMap(resolve) { return (next, .next) }
        if let archive = channel.previousArchive.flatMap(resolve) { return (archive, .previousArchive) }
        guard channel.generator?.lowercased().contains("wordpress") == true,
            var components = URLComponents(string: source)
        else { return nil }
        components.queryItems = (components.queryItems ?? []).filter { $0.name != "paged" }
            + [URLQueryItem(name: "paged", value: "\(number)")]
        return components.url.map { ($0.absoluteString, .wordPress) }
    }
}
