import Content
import Feeds
import Foundation

/// A web page given instead of a feed, and the feed it names: the first RSS or Atom
/// `<link rel="alternate">` in its head (a blog names its posts' feed before its comments').
public struct FeedDiscovery: Sendable, Equatable {
    /// The most of a page read for its head: the links are at its start.
    static let headBytes = 1 << 20

    /// The page's URL, as given (without user name and password).
    public let page: String
    /// The feed chosen, an absolute URL.
    public let feed: String
    /// The feed link's title, if it has one.
    public let title: String?
    /// The other feeds the page names.
    public let others: [String]

    /// The feed the downloaded `page` names, or nil when it names none (or is no HTML).
    init?(page: RemoteFeed.Download, source: String) {
        guard let handle = FileHandle(forReadingAtPath: page.spool.path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: Self.headBytes)) ?? Data()
        let (links, base) = FeedLink.inHead(of: String(decoding: head, as: UTF8.self))
        let baseURL = base.flatMap { URL(string: $0, relativeTo: page.url)?.absoluteURL } ?? page.url
        let feeds = links.compactMap { link -> (url: String, title: String?)? in
            guard let url = URL(string: link.href, relativeTo: baseURL)?.absoluteURL,
                ["http", "https"].contains(url.scheme?.lowercased() ?? "")
            else { return nil }
            return (url.absoluteString, link.title)
        }
        guard let chosen = feeds.first else { return nil }
        self.page = source
        feed = chosen.url
        title = chosen.title
        others = feeds.dropFirst().map(\.url).filter { $0 != chosen.url }
    }
}
