import Foundation
import GRDB

/// The writes of one feed's import, inside one write transaction (see
/// ``Archive/writing(feed:conversion:_:)``): saving its post records, its media and comments, its channel,
/// and the bodies converted again. Valid only inside the closure it is given to.
public struct FeedTransaction {
    let db: Database
    let writer: PostWriter
    private let exclusions: ExclusionSet

    init(db: Database, feedID: Int64, conversion: Int) throws {
        self.db = db
        writer = PostWriter(db: db, feedID: feedID, conversion: conversion)
        exclusions = try ExclusionSet(db: db)
    }

    /// The fingerprints this feed last gave its posts, by post key: a record with the same one
    /// is unchanged and needs no conversion.
    public func storedFingerprints() throws -> [String: String] {
        try writer.storedFingerprints()
    }

    /// True when the post keyed `key`, or at `link`, was removed forever (``Exclusion``).
    public func isExcluded(key: String, link: String?) -> Bool {
        exclusions.excludes(key: key, link: link)
    }

    /// Saves `record` as this feed's: a new post, an update of the post with its key, or nothing
    /// when the feed gave the same record last time. `convert` makes the body when the record
    /// has none and the body is stored.
    public func save(_ record: PostRecord, convert: (PostRecord) -> ConvertedBody) throws -> SavedPost {
        try writer.save(record, convert: convert)
    }

    /// Replaces the media of the post keyed `key` with `media`; false when the archive holds no
    /// such post.
    public func replaceMedia(ofPostKeyed key: String, with media: [PostMedia]) throws -> Bool {
        try writer.replaceMedia(ofPostKeyed: key, with: media)
    }

    /// Replaces the comments of the post keyed `key` with `comments` (in the order given, which
    /// is the order the thread shows), and makes their number its comment count when there are
    /// any; false when the archive holds no such post. A comment's author URL is kept only when
    /// it is http(s). Giving the stored thread again writes nothing, so an importer may call
    /// this for every post it sees.
    public func replaceComments(ofPostKeyed key: String, with comments: [PostComment]) throws -> Bool {
        try writer.replaceComments(ofPostKeyed: key, with: comments)
    }

    /// The stored sources of the posts `ids` that exist, in id order.
    public func sources(ofPosts ids: [Int64]) throws -> [StoredSource] {
        try StoredSource.fetch(ids, in: db)
    }

    /// Stores bodies converted again (see ``StoredSource/store(_:in:)``): the ids of the posts
    /// stored.
    public func store(_ converted: [(source: StoredSource, body: ConvertedBody)]) throws -> [Int64] {
        try StoredSource.store(converted, in: db)
    }

    /// Stores what the feed says of itself.
    public func storeChannel(_ channel: StoredChannel) throws {
        try db.execute(
            sql: """
                UPDATE feed SET title = ?, link = ?, description = ?, language = ?, lastBuildDate = ?,
                    generator = ?, selfLink = ?, terms = ?, importedAt = ? WHERE id = ?
                """,
            arguments: [
                channel.title, channel.link, channel.description, channel.language,
                channel.lastBuildDate, channel.generator, channel.selfLink, try StoredTerm.encode(channel.terms), Date(),
                writer.feedID,
            ])
    }

    /// Records this import as the feed's last fetch, `imported` now, with what the server said of
    /// the version it sent: empty validators (a file, or a server that gave none) replace the
    /// stored ones, which described another version. `headerVariable` is the name of the
    /// environment variable whose header the download sent, or nil.
    public func storeFetch(_ validators: FeedValidators, headerVariable: String?) throws {
        try db.execute(
            sql: """
                UPDATE feed SET fetchedAt = ?, fetchStatus = ?, etag = ?, lastModified = ?, headerVariable = ?
                WHERE id = ?
                """,
            arguments: [
                Date(), ArchivedFeed.imported, validators.etag, validators.lastModified, headerVariable, writer.feedID,
            ])
    }
}

extension Archive {
    /// Runs `body` with the writes of the feed `source` (a path or URL as given to import) in one
    /// write transaction: if it throws, the archive is left exactly as it was. `conversion` is
    /// the version of the conversion the caller runs: stored bodies made by a lower one are
    /// reported as outdated (``SavedPost/isOutdated``).
    ///
    /// - Throws: ``ArchiveError`` when the database fails; errors of `body` pass through unchanged.
    public func writing<T>(feed source: String, conversion: Int, _ body: (FeedTransaction) throws -> T) throws -> T {
        try write { db in
            try body(FeedTransaction(db: db, feedID: Self.feedID(for: source, in: db), conversion: conversion))
        }
    }

    /// Runs `body` in a write transaction, turning SQLite errors into `ArchiveError`. Errors
    /// thrown by `body` itself (a `FeedError`, say) roll back and pass through unchanged. The
    /// posts `body` wrote are indexed for search, and the search's bounds brought in step, before
    /// the commit. The first write into an archive without posts uses SQLite's rollback journal
    /// (``FirstImportJournal``); statement journals are kept in memory (``StatementJournal``).
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            let dbQueue = try openConnection
            return try StatementJournal.inMemory(dbQueue) {
                try FirstImportJournal.writing(dbQueue, wait: busyWait) {
                    try dbQueue.write { db in
                        let result = try SearchIndex.queueing(in: db) { try body(db) }
                        try SearchBounds.refresh(in: db)
                        return result
                    }
                }
            }
        } catch let error as DatabaseError {
            throw Self.archiveError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    private static func feedID(for source: String, in db: Database) throws -> Int64 {
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM feed WHERE source = ?", arguments: [source]) {
            return id
        }
        try db.execute(
            sql: "INSERT INTO feed (source, importedAt) VALUES (?, ?)", arguments: [source, Date()])
        return db.lastInsertedRowID
    }
}
