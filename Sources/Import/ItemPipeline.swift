import Feeds
import Foundation

/// Reads a feed on a thread of its own and converts its items in batches on every core, handing
/// them over in feed order through a bounded buffer. Conversion is most of an import's work: it
/// now runs in parallel, and overlaps with the SQLite writes of the batch before. Items the
/// archive already holds unchanged (by fingerprint) are not converted at all.
final class ItemPipeline: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer: [Result<PreparedItem, any Error>] = []
    private var producerDone = false
    private var cancelled = false
    private let capacity = 64
    private let batchSize = 32
    /// Used by the producer thread only.
    private let reader: FeedReader
    /// Whether an export's unpublished posts and pages are kept as drafts.
    private let keepingDrafts: Bool
    /// Where each body converted is audited, if it is (``PreparedItem/bodyAudit``).
    private let audits: BodyAudits?
    // Written by the producer thread before `producerDone`, read by the consumer after it.
    private var finalChannel = FeedChannel()
    private var finalWarnings: [FeedWarning] = []
    private var finalRejectedItems: [RejectedItem] = []

    /// Starts reading `reader` on a thread of its own. `stored` maps post keys to the
    /// fingerprint this feed last gave them. With `audits`, each body converted is handed to them.
    init(reader: FeedReader, stored: [String: String], keepingDrafts: Bool = false, audits: BodyAudits? = nil) {
        self.reader = reader
        self.keepingDrafts = keepingDrafts
        self.audits = audits
        let thread = Thread { [self] in produce(stored: stored) }
        thread.stackSize = 16 << 20  // deeply nested HTML recurses; match a main thread's room
        thread.start()
    }

    /// The next item in feed order, nil at the end; rethrows the reader's error.
    func next() throws -> PreparedItem? {
        condition.lock()
        defer { condition.unlock() }
        while buffer.isEmpty, !producerDone { condition.wait() }
        guard !buffer.isEmpty else { return nil }
        let next = buffer.removeFirst()
        condition.broadcast()
        return try next.get()
    }

    /// Stops the producer (if the consumer gives up early) and waits for it to finish, after
    /// which `channel` and `warnings` are final.
    func finish() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while !producerDone { condition.wait() }
        condition.unlock()
    }

    /// The channel, complete once `finish()` has returned.
    var channel: FeedChannel { finalChannel }
    /// The reader's warnings, complete once `finish()` has returned.
    var warnings: [FeedWarning] { finalWarnings }
    /// The items the reader skipped for its limits, complete once `finish()` has returned.
    var rejectedItems: [RejectedItem] { finalRejectedItems }

    private func produce(stored: [String: String]) {
        var failure: (any Error)?
        var reading = true
        var backup = BackupStream()
        while reading, failure == nil {
            var batch: [PreparedItem] = []
            do {
                while batch.count < batchSize, let item = try reader.nextItem() {
                    if backup.postpones(item, of: reader.channel) { continue }
                    batch.append(PreparedItem(
                        item, channel: reader.channel, backup: backup, keepingDrafts: keepingDrafts, converting: false))
                }
            } catch {
                failure = error
            }
            reading = batch.count == batchSize
            if !reading, failure == nil {
                batch += backup.postponed.map {
                    PreparedItem(
                        $0, channel: reader.channel, backup: backup, keepingDrafts: keepingDrafts, converting: false)
                }
            }
            Self.convert(&batch, unless: stored, audits: audits)
            audits?.waitForRoom()
            for prepared in batch where !put(.success(prepared)) { reading = false; failure = nil; break }
        }
        if let failure { _ = put(.failure(failure)) }
        condition.lock()
        finalChannel = reader.channel
        finalWarnings = reader.warnings
        finalRejectedItems = reader.rejectedItems
        producerDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// Converts, on every core, the items (body and comments) of `batch` whose fingerprint
    /// differs from `stored`, handing each body converted to `audits`.
    private static func convert(_ batch: inout [PreparedItem], unless stored: [String: String], audits: BodyAudits?) {
        batch.withUnsafeMutableBufferPointer { items in
            let shared = SharedBuffer(items: items)
            DispatchQueue.concurrentPerform(iterations: shared.items.count) { index in
                let prepared = shared.items[index]
                shared.items[index].convertComment()
                guard prepared.isStored, stored[prepared.record.key] != prepared.record.fingerprint else { return }
                shared.items[index].convert(auditing: audits)
            }
        }
    }

    /// Appends to the buffer, waiting while it is full; false when the consumer has cancelled.
    private func put(_ element: Result<PreparedItem, any Error>) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while buffer.count >= capacity, !cancelled { condition.wait() }
        guard !cancelled else { return false }
        buffer.append(element)
        condition.broadcast()
        return true
    }
}

/// The batch being converted: each concurrent iteration writes only its own element.
private struct SharedBuffer: @unchecked Sendable {
    let items: UnsafeMutableBufferPointer<PreparedItem>
}
