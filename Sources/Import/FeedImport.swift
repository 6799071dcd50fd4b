import Archive
import Content
import Feeds
import Foundation

extension Importer {
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
    /// - Parameter keepingDrafts: keep an export's unpublished posts and pages as drafts
    ///   (``PostKind/draft``) instead of skipping them.
    /// - Parameter progress: called every `progressInterval` items with the count so far.
    /// - Parameter reconverting: called after each batch of posts converted again, with the
    ///   number done and the number to do.
    /// - Throws: `FeedError` when the input is not a readable feed, `ArchiveError` when the
    ///   database fails.
    public func importFeed(
        _ source: String, limits: ImportLimits = ImportLimits(), keepingDrafts: Bool = false, progressInterval: Int = 1000,
        progress: ((Int) -> Void)? = nil, reconverting: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> FeedImportReport {
        try importFeed(
            FeedInput(source, limits: limits), keepingDrafts: keepingDrafts, progressInterval: progressInterval,
            progress: progress, reconverting: reconverting)
    }

    /// Imports every item of the opened feed `input`, in one transaction, as
    /// importing it by its source does. When `auditing`, each body converted is audited against
    /// its source beside the import, as it is stored (``BodyAudits``; the report's `bodyAudits`).
    public func importFeed(
        _ input: FeedInput, keepingDrafts: Bool = false, auditing: Bool = false, progressInterval: Int = 1000,
        progress: ((Int) -> Void)? = nil, reconverting: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> FeedImportReport {
        let source = input.source
        let reader = input.reader
        var report = FeedImportReport(source: source)
        try archive.writing(feed: source, conversion: HTMLConverter.version) { feed in
            let audits = auditing ? BodyAudits() : nil
            let pipeline = ItemPipeline(
                reader: reader, stored: try feed.storedFingerprints(), keepingDrafts: keepingDrafts, audits: audits)
            defer {
                pipeline.finish()
                audits?.wait()
            }
            var bodyAudits: [Int64: BodyAudits.Outcome] = [:]
            var outdated: Set<Int64> = []
            var media: [Int: [PostMedia]] = [:]
            var bloggerComments: [String: [PostComment]] = [:]
            while let prepared = try pipeline.next() {
                if let dialect = prepared.dialect, report.backup == nil { report.backup = BackupSummary(dialect) }
                switch prepared.role {
                case let .skipped(reason):
                    report.backup?.skip(reason)
                    report.items += 1
                    continue
                case let .media(parentID, url, title):
                    if let parentID { media[parentID, default: []].append(PostMedia(attachment: prepared.item, url: url, title: title)) } else {
                        report.backup?.skip(.unattachedMedia)
                    }
                    report.items += 1
                    continue
                case let .comment(postKey):
                    if let postKey {
                        bloggerComments[postKey, default: []] += prepared.comments
                    } else {
                        report.backup?.skip(.comment)
                    }
                    report.items += 1
                    continue
                case .post: report.backup?.posts += 1
                case .page: report.backup?.pages += 1
                case .draft: report.backup?.drafts += 1
                }
                report.backup?.comments += prepared.item.wordPress?.comments.count ?? 0
                let record = prepared.record
                if feed.isExcluded(key: record.key, link: record.link) {
                    report.excluded.insert(record.key)
                    report.items += 1
                    continue
                }
                let saved = try feed.save(record) { $0.converted() }
                // A changed export item carries its whole thread: it replaces the stored one.
                if prepared.dialect == .wordPress, saved.outcome != .unchanged {
                    _ = try feed.replaceComments(ofPostKeyed: record.key, with: prepared.comments)
                }
                report.record(saved.outcome, for: saved.postID)
                if saved.outcome != .unchanged {
                    // The audit holds for the body stored: this item's, converted on the way.
                    bodyAudits[saved.postID] = saved.keptStoredBody ? nil : prepared.bodyAudit
                }
                if record.kind == .page { report.pages.insert(saved.postID) }
                if record.kind == .draft { report.drafts.insert(saved.postID) }
                if saved.isOutdated { outdated.insert(saved.postID) }
                report.items += 1
                if let progress, report.items % progressInterval == 0 { progress(report.items) }
            }
            pipeline.finish()
            if pipeline.channel.wxrVersion != nil, report.backup == nil { report.backup = BackupSummary(.wordPress) }
            if report.backup?.dialect == .wordPress {
                try Self.storeMedia(media, of: pipeline.channel, in: feed, report: &report)
            }
            try Self.storeComments(bloggerComments, in: feed, report: &report)
            // Unchanged posts that an older conversion made are converted again from the source
            // HTML the archive keeps, which may have come from another feed than this one.
            report.reconverted = Set(try Self.reconvert(outdated.sorted(), in: feed, progress: reconverting))
            audits?.wait()
            report.bodyAudits = bodyAudits.compactMapValues(\.isLossless)
            for postID in report.reconverted { report.bodyAudits[postID] = nil }
            try feed.storeChannel(StoredChannel(pipeline.channel))
            if let validators = input.validators {
                try feed.storeFetch(validators, headerVariable: input.headerVariable)
            }
            report.channel = pipeline.channel
            report.warnings = pipeline.warnings
            report.rejectedItems = pipeline.rejectedItems
        }
        return report
    }

    /// Saves one item as if it came from the feed `source`: the building block of import, for
    /// callers that produce items themselves. Exclusions (posts removed forever) are not
    /// checked: the caller chose this item.
    @discardableResult
    public func save(_ item: FeedItem, fromSource source: String) throws -> ImportOutcome {
        try archive.writing(feed: source, conversion: HTMLConverter.version) { feed in
            let saved = try feed.save(PreparedItem(item).record) { $0.converted() }
            if saved.isOutdated { _ = try Self.reconvert([saved.postID], in: feed) }
            return saved.outcome
        }
    }

    /// Converts the posts `ids` again inside the feed's transaction, a batch at a time on every
    /// core, calling `progress` after each; the ids of the posts stored.
    private static func reconvert(
        _ ids: [Int64], in feed: FeedTransaction, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> [Int64] {
        let workers = ProcessInfo.processInfo.activeProcessorCount
        var stored: [Int64] = []
        var done = 0
        for batch in Reconversion.batches(ids) {
            stored += try feed.store(BatchWork(converting: try feed.sources(ofPosts: batch), workers: workers).converted())
            done += batch.count
            progress?(done, ids.count)
        }
        return stored
    }

    /// Gives each post of a Blogger export the comment entries that answer it (by the post's
    /// entry id, its key), oldest first; a comment on a post the archive does not hold is
    /// counted as skipped. The thread is replaced whole, and one the archive holds already is
    /// not written again.
    private static func storeComments(
        _ comments: [String: [PostComment]], in feed: FeedTransaction, report: inout FeedImportReport
    ) throws {
        for (postKey, thread) in comments.sorted(by: { $0.key < $1.key }) {
            let ordered = thread.sorted { ($0.published ?? .distantPast, $0.id ?? "") < ($1.published ?? .distantPast, $1.id ?? "") }
            if try feed.replaceComments(ofPostKeyed: postKey, with: ordered) {
                report.backup?.comments += thread.count
            } else {
                for _ in thread { report.backup?.skip(.comment) }
            }
        }
    }

    /// Gives each post or page of a WordPress export its attachments (by parent post id); an
    /// attachment whose parent the export does not hold as a post or page is counted as skipped.
    private static func storeMedia(
        _ media: [Int: [PostMedia]], of channel: FeedChannel, in feed: FeedTransaction,
        report: inout FeedImportReport
    ) throws {
        for (parentID, files) in media.sorted(by: { $0.key < $1.key }) {
            let key = WordPressBackup.key(of: WordPressItem(postID: parentID), in: channel)
            if let key, try feed.replaceMedia(ofPostKeyed: key, with: files) {
                report.backup?.media += files.count
            } else {
                for _ in files { report.backup?.skip(.unattachedMedia) }
            }
        }
    }
}
