import Feeds
import Foundation
import GRDB

extension Archive {
    /// Imports every item of the feed at `source` (a file path, or an http(s) URL), in one
    /// transaction: a feed that fails to read, or an interrupted import, leaves the archive
    /// exactly as it was. The posts of unchanged items that an older conversion made (see
    /// `HTMLConverter.version`) are converted again from their stored source HTML. A URL's user
    /// name and password are used for the download only: the feed is stored as the URL without
    /// them (see `FeedInput`).
    ///
    /// - Parameter limits: how big a download or a pipe may be and how long a download may take;
    ///   what one item may hold (an item over them is skipped and listed in the report's
    ///   `rejectedItems`, and the rest of the feed is imported).
    /// - Parameter progress: called every `progressInterval` items with the count so far.
    /// - Parameter reconverting: called after each batch of posts converted again, with the
    ///   number done and the number to do.
    /// - Throws: `FeedError` when the input is not a readable feed, `ArchiveError` when the
    ///   database fails.
    public func importFeed(
        _ source: String, limits: FeedLimits = FeedLimits(), progressInterval: Int = 1000,
        progress: ((Int) -> Void)? = nil, reconverting: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> FeedImportReport {
        try importFeed(
            FeedInput(source, limits: limits), progressInterval: progressInterval, progress: progress,
            reconverting: reconverting)
    }

    /// Imports every item of the opened feed `input`, in one transaction, as
    /// importing it by its source does.
    public func importFeed(
        _ input: FeedInput, progressInterval: Int = 1000, progress: ((Int) -> Void)? = nil,
        reconverting: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> FeedImportReport {
        let source = input.source
        let reader = input.reader
        var report = FeedImportReport(source: source)
        try write { db in
            let feedID = try Self.feedID(for: source, in: db)
            let writer = PostWriter(db: db, feedID: feedID)
            let pipeline = ItemPipeline(reader: reader, stored: try writer.storedFingerprints())
            defer { pipeline.finish() }
            let exclusions = try ExclusionSet(db: db)
            var outdated: Set<Int64> = []
            var media: [Int: [(url: String, title: String?)]] = [:]
            while let prepared = try pipeline.next() {
                if prepared.isFromWordPressExport, report.wordPress == nil { report.wordPress = WordPressSummary() }
                switch prepared.role {
                case let .skipped(reason):
                    report.wordPress?.skip(reason)
                    report.items += 1
                    continue
                case let .media(parentID, url, title):
                    if let parentID { media[parentID, default: []].append((url, title)) } else {
                        report.wordPress?.skip(.unattachedMedia)
                    }
                    report.items += 1
                    continue
                case .post: report.wordPress?.posts += 1
                case .page: report.wordPress?.pages += 1
                }
                if exclusions.excludes(key: prepared.key, link: prepared.item.link) {
                    report.excluded.insert(prepared.key)
                    report.items += 1
                    continue
                }
                let saved = try writer.save(prepared)
                report.record(saved.outcome, for: saved.postID)
                if prepared.kind == .page { report.pages.insert(saved.postID) }
                if saved.isOutdated { outdated.insert(saved.postID) }
                report.items += 1
                if let progress, report.items % progressInterval == 0 { progress(report.items) }
            }
            pipeline.finish()
            if pipeline.channel.wxrVersion != nil, report.wordPress == nil { report.wordPress = WordPressSummary() }
            if report.wordPress != nil {
                try Self.storeMedia(media, of: pipeline.channel, with: writer, in: &report)
            }
            // Unchanged posts that an older conversion made are converted again from the source
            // HTML the archive keeps, which may have come from another feed than this one.
            report.reconverted = Set(try Reconversion.reconvert(outdated.sorted(), in: db, progress: reconverting))
            try Self.store(pipeline.channel, feedID: feedID, in: db)
            report.warnings = pipeline.warnings
            report.rejectedItems = pipeline.rejectedItems
        }
        return report
    }

    /// Saves one item as if it came from the feed `source`: the building block of import, for
    /// callers that produce items themselves. Exclusions (posts removed forever) are not
    /// checked: the caller chose this item.
    @discardableResult
    public func save(_ item: FeedItem, fromFeed source: String) throws -> ImportOutcome {
        try write { db in
            let saved = try PostWriter(db: db, feedID: Self.feedID(for: source, in: db)).save(PreparedItem(item))
            if saved.isOutdated { _ = try Reconversion.reconvert([saved.postID], in: db) }
            return saved.outcome
        }
    }

    /// Runs `body` in a write transaction, turning SQLite errors into `ArchiveError`. Errors
    /// thrown by `body` itself (a `FeedError`, say) roll back and pass through unchanged.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try dbQueue.write(body)
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

    /// Gives each post or page of a WordPress export its attachments (by parent post id); an
    /// attachment whose parent the export does not hold as a post or page is counted as skipped.
    private static func storeMedia(
        _ media: [Int: [(url: String, title: String?)]], of channel: FeedChannel, with writer: PostWriter,
        in report: inout FeedImportReport
    ) throws {
        for (parentID, files) in media.sorted(by: { $0.key < $1.key }) {
            let key = WordPressExport.key(of: WordPressItem(postID: parentID), in: channel)
            if let key, try writer.replaceMedia(ofPostKeyed: key, with: files) {
                report.wordPress?.media += files.count
            } else {
                for _ in files { report.wordPress?.skip(.unattachedMedia) }
            }
        }
    }

    private static func store(_ channel: FeedChannel, feedID: Int64, in db: Database) throws {
        try db.execute(
            sql: """
                UPDATE feed SET title = ?, link = ?, description = ?, language = ?, lastBuildDate = ?,
                    generator = ?, selfLink = ?, importedAt = ? WHERE id = ?
                """,
            arguments: [
                channel.title, channel.link, channel.description, channel.language,
                channel.lastBuildDate, channel.generator, channel.selfLink, Date(), feedID,
            ])
    }
}
