import Content
import Foundation
import GRDB

/// Which posts ``Archive/reconvert(_:workers:progress:)`` converts again.
public enum ReconversionScope: Sendable {
    /// The posts an older conversion made (their version is lower than ``HTMLConverter/version``).
    case outdated
    /// Every post, whatever made it.
    case all
}

/// What a reconversion did.
public struct ReconversionReport: Sendable, Equatable {
    /// How many posts the archive holds.
    public var posts = 0
    /// How many posts the scope selected.
    public var selected = 0
    /// How many of them were converted again and stored: fewer than `selected` when another
    /// process changed or removed some meanwhile (an import converts what it changes itself).
    public var reconverted = 0

    public init(posts: Int = 0, selected: Int = 0, reconverted: Int = 0) {
        self.posts = posts
        self.selected = selected
        self.reconverted = reconverted
    }
}

/// Converting stored posts again from their source HTML, in batches of ``batchSize``: each batch is
/// converted on several threads, then written in one transaction of its own.
enum Reconversion {
    /// Posts per batch: each batch's transaction commits its posts for good, so an interrupted
    /// reconversion loses at most one batch of work, and other writers wait at most one batch.
    static let batchSize = 200

    /// The ids of the posts `scope` selects, in id order.
    static func ids(_ scope: ReconversionScope, in db: Database) throws -> [Int64] {
        switch scope {
        case .outdated:
            try Int64.fetchAll(
                db, sql: "SELECT id FROM post WHERE conversion < ? ORDER BY id", arguments: [HTMLConverter.version])
        case .all:
            try Int64.fetchAll(db, sql: "SELECT id FROM post ORDER BY id")
        }
    }

    /// `ids` cut into batches.
    static func batches(_ ids: [Int64]) -> [[Int64]] {
        stride(from: 0, to: ids.count, by: batchSize).map { Array(ids[$0..<min($0 + batchSize, ids.count)]) }
    }

    /// Stores each converted body whose post still has the source it was converted from: the
    /// ids of the posts stored.
    static func store(_ converted: [(source: StoredSource, body: ConvertedBody)], in db: Database) throws -> [Int64] {
        try converted.filter { try $0.source.store($0.body, in: db) }.map(\.source.postID)
    }

    /// Converts the posts `ids` again inside the caller's transaction, a batch at a time on
    /// every core, calling `progress` after each; the ids of the posts stored.
    static func reconvert(
        _ ids: [Int64], in db: Database, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> [Int64] {
        let workers = ProcessInfo.processInfo.activeProcessorCount
        var stored: [Int64] = []
        var done = 0
        for batch in batches(ids) {
            stored += try store(BatchConversion(try StoredSource.fetch(batch, in: db), workers: workers).wait(), in: db)
            done += batch.count
            progress?(done, ids.count)
        }
        return stored
    }
}

extension Archive {
    /// Converts posts again from the source HTML the archive keeps, with this blogkit's
    /// conversion: by default the posts an older one made (see ``HTMLConverter/version``).
    ///
    /// Batches of ``Reconversion/batchSize`` posts are converted on `workers` threads while the
    /// batch before is written, each batch in a transaction of its own: an interrupted run keeps
    /// every batch it committed, and running it again converts the posts that are still outdated.
    /// The search index follows each post in the same transaction.
    ///
    /// - Parameter progress: called after each batch with the posts done so far and the number
    ///   selected.
    /// - Throws: ``ArchiveError`` (``ArchiveError/readOnly(path:)`` on a read-only archive).
    public func reconvert(
        _ scope: ReconversionScope = .outdated, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: ((_ done: Int, _ selected: Int) -> Void)? = nil
    ) throws -> ReconversionReport {
        if isReadOnly { throw ArchiveError.readOnly(path: path) }
        var report = ReconversionReport()
        let ids = try read { db in
            report.posts = try Int.fetchOne(db, sql: "SELECT count(*) FROM post") ?? 0
            return try Reconversion.ids(scope, in: db)
        }
        report.selected = ids.count
        let batches = Reconversion.batches(ids)
        let start = { (batch: [Int64]) in
            BatchConversion(try self.read { db in try StoredSource.fetch(batch, in: db) }, workers: workers)
        }
        guard var conversion = try batches.first.map(start) else { return report }
        var done = 0
        for index in batches.indices {
            let converted = conversion.wait()
            if index + 1 < batches.count { conversion = try start(batches[index + 1]) }
            report.reconverted += try write { db in try Reconversion.store(converted, in: db) }.count
            done += batches[index].count
            progress?(done, ids.count)
        }
        return report
    }
}
