import Archive
import ArgumentParser
import Feeds
import Export
import Foundation

/// `blogkit feeds`: the archive's feeds and how their last fetch went.
struct FeedList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feeds",
        abstract: "List the archive's feeds: source, title, posts, last fetch and how it went.",
        discussion: """
            One line per feed, in import order: its source (a path, or a URL without user name \
            and password), title, how many posts it carried, when it was last fetched (UTC) and \
            how that went: imported, not modified (a 304 to blogkit sync), or failed and why. \
            With --json, an array of objects with exactly these keys: source, title, posts, \
            last_fetched (RFC 3339, UTC), last_status; missing values are null.
            """)

    @OptionGroup var database: DatabaseOption

    @Flag(help: "Print a JSON array instead of a table.")
    var json = false

    /// One feed in `--json`.
    private struct Entry: Encodable {
        var source: String
        var title: String?
        var posts: Int
        var lastFetched: String
        var lastStatus: String?

        enum CodingKeys: String, CodingKey {
            case source, title, posts, lastFetched = "last_fetched", lastStatus = "last_status"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(source, forKey: .source)
            try container.encode(title, forKey: .title)
            try container.encode(posts, forKey: .posts)
            try container.encode(lastFetched, forKey: .lastFetched)
            try container.encode(lastStatus, forKey: .lastStatus)
        }
    }

    func run() throws {
        let archive = try database.existingArchive()
        let feeds: [ArchivedFeed]
        do { feeds = try archive.feeds() } catch { throw Console.fail("\(error)") }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = ExportedPost.outputFormatting
            let entries = feeds.map {
                Entry(
                    source: $0.source, title: $0.title, posts: $0.postCount,
                    lastFetched: RFC3339.dateTime($0.fetchedAt ?? $0.importedAt), lastStatus: $0.status)
            }
            print(String(decoding: try encoder.encode(entries), as: UTF8.self))
            return
        }
        let rows = [["SOURCE", "TITLE", "POSTS", "LAST FETCHED", "STATUS"]] + feeds.map { feed in
            [
                feed.source, Self.shortened(feed.title ?? "-"), "\(feed.postCount)",
                Self.timestamp(feed.fetchedAt ?? feed.importedAt), feed.status ?? "-",
            ]
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let padded = row.indices.map { column in
                column == 2 ? String(repeating: " ", count: widths[2] - row[2].count) + row[2]
                    : column < 4 ? row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0) : row[column]
            }
            print(padded.joined(separator: "  "))
        }
    }

    /// A title on one line, cut at 40 characters.
    static func shortened(_ title: String) -> String {
        let line = title.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 40 ? line.prefix(39) + "…" : line
    }

    /// `2026-11-25 12:03:07`: a time in UTC, to the second.
    static func timestamp(_ date: Date) -> String {
        RFC3339.dateTime(date).replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: "")
    }
}
