import Feeds
import Foundation
import Testing

/// The files under `Fixtures/`, and reading them whole through the public API.
enum Fixture {
    /// The path of fixture `name` (which may include a subfolder).
    static func path(_ name: String) throws -> String {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return folder.appendingPathComponent(name).path
    }

    /// Every item of fixture `name`, with the reader (for its channel and warnings).
    static func read(_ name: String) throws -> (items: [FeedItem], reader: FeedReader) {
        let reader = try FeedReader(path: path(name), displayName: name)
        var items: [FeedItem] = []
        while let item = try reader.nextItem() { items.append(item) }
        return (items, reader)
    }

    /// The UTC instant of an ISO 8601 timestamp, for expectations.
    static func date(_ iso: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: iso), "bad expectation \(iso)")
    }
}
