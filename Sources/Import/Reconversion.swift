import Archive
import Content
import Foundation

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

/// Converting stored posts again from their source HTML, in batches of
/// ``Archive/reconversionBatchSize``: each batch is converted on several threads, then written
/// in one transaction of its own.
enum Reconversion {
    /// `ids` cut into batches.
    static func batches(_ ids: [Int64]) -> [[Int64]] {
        let size = Archive.reconversionBatchSize
        return stride(from: 0, to: ids.count, by: size).map { Array(ids[$0..<min($0 + size, ids.count)]) }
    }
}

extension Importer {
    /// Converts posts again from the source HTML the archive keeps, with this blogkit's
    /// conversion: by default the posts an older one made (see ``HTMLConverter/version``).
    ///
    /// Batches of ``Archive/reconversionBatchSize`` posts are converted on `workers` threads
    /// while the batch before is written, each batch in a transaction of its own: an interrupted
    /// run keeps every batch it committed, and running it again converts the posts that are
    /// still outdated. The search index follows each post in the same transaction.
    ///
    /// - Parameter progress: called after each batch with the posts done so far and the number
    ///   selected.
    /// - Throws: ``ArchiveError`` (``ArchiveError/readOnly(path:)`` on a read-only archive).
    public func reconvert(
        _ scope: ReconversionScope = .outdated, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: ((_ done: Int, _ selected: Int) -> Void)? = nil
    ) throws -> ReconversionReport {
        if archive.isReadOnly { throw ArchiveError.readOnly(path: archive.path) }
        let (posts, ids) = try archive.postIDs(scope, conversion: HTMLConverter.version)
        var report = ReconversionReport(posts: posts, selected: ids.count)
        let batches = Reconversion.batches(ids)
        let start = { (batch: [Int64]) in BatchWork(converting: try archive.sources(ofPosts: batch), workers: workers) }
        guard var conversion = try batches.first.map(start) else { return report }
        var done = 0
        for index in batches.indices {
            let converted = conversion.converted()
            if index + 1 < batches.count { conversion = try start(batches[index + 1]) }
            report.reconverted += try archive.store(reconverted: converted)
            done += batches[index].count
            progress?(done, ids.count)
        }
        return report
    }
}
