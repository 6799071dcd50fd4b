import Archive
import Import
import Feeds
import Foundation

/// Posts for search tests, saved through the public `Importer.save(_:fromSource:)`.
public struct SearchTestPost: Sendable {
    public var title: String
    public var body: String
    public var categories: [String]
    /// `YYYY-MM-DD`, midday UTC.
    public var day: String?
    public var guid: String?

    public init(title: String, body: String, categories: [String] = [], day: String? = "2011-11-11", guid: String? = nil) {
        self.title = title
        self.body = body
        self.categories = categories
        self.day = day
        self.guid = guid
    }

    public var item: FeedItem {
        FeedItem(
            title: title, link: "https://example.com/\(guid ?? title)/", guid: guid ?? title,
            published: day.flatMap { try? Date("\($0)T12:00:00Z", strategy: .iso8601) },
            categories: categories.map { FeedCategory(name: $0) }, contentHTML: "<p>\(body)</p>")
    }
}

extension Archive {
    /// Saves `posts` as the items of one feed, `search-tests.xml`.
    public func save(_ posts: [SearchTestPost]) throws {
        for post in posts { try Importer(archive: self).save(post.item, fromSource: "search-tests.xml") }
    }

    /// Titles of the hits for `text`, best first.
    public func titles(_ text: String, category: String? = nil, since: String? = nil, until: String? = nil,
                       limit: Int = 10, offset: Int = 0) throws -> [String] {
        let query = try SearchQuery(
            text, category: category, since: since.map { text throws in try PartialDate(text) },
            until: until.map { text throws in try PartialDate(text) }, limit: limit, offset: offset)
        return try search(query).hits.map(\.title)
    }
}

extension Archive {
    /// Imports the feed document `feed` from a temporary file, removed afterwards.
    public func importFeed(text feed: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).xml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try feed.write(toFile: path, atomically: true, encoding: .utf8)
        _ = try Importer(archive: self).importFeed(path)
    }
}
