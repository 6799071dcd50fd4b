import Foundation
import GRDB

/// A feed the archive holds, as `blogkit feeds` lists it and `blogkit sync` fetches it again.
public struct ArchivedFeed: Sendable, Equatable {
    /// The path, or the URL without user name and password, as imported.
    public var source: String
    /// The feed's title, as it last said.
    public var title: String?
    /// How many posts this feed carried (a post carried by several feeds counts in each).
    public var postCount: Int
    /// When the feed was last fetched, whatever came of it; nil for an archive made before
    /// blogkit kept it (then `importedAt` is the last fetch known).
    public var fetchedAt: Date?
    /// When the feed was last imported.
    public var importedAt: Date
    /// How the last fetch went: `imported`, `not modified`, or `failed: REASON`; nil for an archive
    /// made before blogkit kept it.
    public var status: String?
    /// What the server said of the version it last sent.
    public var validators: FeedValidators
    /// The environment variable whose header line the feed was last imported with (its name; the
    /// header itself is never stored).
    public var headerVariable: String?

    /// The ``status`` of a fetch that was imported.
    public static let imported = "imported"
    /// The ``status`` of a fetch the server answered with 304 Not Modified.
    public static let notModified = "not modified"
    /// The ``status`` of a fetch that failed, and why (without the feed's name).
    public static func failed(_ reason: String) -> String { "failed: " + reason }

    /// True when the source is an http(s) URL.
    public var isRemote: Bool {
        let lowered = source.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }
}

extension Archive {
    /// Every feed of the archive, in import order (first imported first).
    public func feeds() throws -> [ArchivedFeed] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT feed.*, (SELECT count(*) FROM post_feed WHERE feedId = feed.id) AS postCount
                    FROM feed ORDER BY id
                    """
            ).map { row in
                ArchivedFeed(
                    source: row["source"], title: row["title"], postCount: row["postCount"], fetchedAt: row["fetchedAt"],
                    importedAt: row["importedAt"], status: row["fetchStatus"],
                    validators: FeedValidators(etag: row["etag"], lastModified: row["lastModified"]),
                    headerVariable: row["headerVariable"])
            }
        }
    }

    /// Records a fetch of the feed `source` that imported nothing (the server said it was not
    /// modified, or the fetch failed): when, and `status`. Its posts and channel stay as they were,
    /// and so do its validators, unless `validators` is given. Does nothing when the archive holds
    /// no such feed.
    public func recordFetch(of source: String, status: String, validators: FeedValidators? = nil) throws {
        try write { db in
            try db.execute(
                sql: "UPDATE feed SET fetchedAt = ?, fetchStatus = ? WHERE source = ?",
                arguments: [Date(), status, source])
            if let validators {
                try db.execute(
                    sql: "UPDATE feed SET etag = ?, lastModified = ? WHERE source = ?",
                    arguments: [validators.etag, validators.lastModified, source])
            }
        }
    }
}
