import Feeds
import Foundation

/// Reads a feed on a thread of its own and converts its items on a thread per core, handing
/// them over in feed order. Conversion is most of an import's work: it runs in parallel, and
/// overlaps with the reading of the items after it and with the SQLite writes of those before.
/// No thread waits for a batch to finish: a converter takes the next item read as soon as it
/// is free. Items the archive already holds unchanged (by fingerprint) are not converted at all.
final class ItemPipeline: @unchecked Sendable {
    private enum Wait: Int, CaseIterable {
        /// Converters wait for an item read (or for the reader to finish).
        case itemRead
        /// The consumer waits for the item of its next place.
        case itemConverted
        /// The reader waits for the consumer to take an item (for room ahead of it).
        case itemTaken
        /// `finish()` waits for the threads to stop.
        case threadStopped
    }
    private let signals = PipelineSignals<Wait>()
    /// Items read and not converted yet, with their place in the feed; the oldest first.
    private var unconverted: [(place: Int, item: PreparedItem)?] = []
    /// Where `unconverted` starts: it is consumed from the front, each item taken set to nil,
    /// and compacted now and then.
    private var unconvertedStart = 0
    /// Items converted (or the reader's error) by their place, until the consumer takes them.
    private var ready: [Int: Result<PreparedItem, any Error>] = [:]
    /// How many places the reader has handed out.
    private var placesRead = 0
    /// The place of the item `next()` returns next.
    private var nextPlace = 0
    private var readerDone = false
    private var runningThreads: Int
    private var cancelled = false
    /// How many items may be read ahead of the one `next()` returns next: enough for the
    /// converters to go on while the writer indexes a batch of posts (half a second, about 600
    /// items of 16 KB on 2 cores; with 96, they waited for it a quarter of the time).
    static let capacity = 512
    /// How many bytes of body the items read ahead may hold in all, unless told (one item
    /// always may be read ahead): an item may hold up to 64 MiB (``FeedLimits/itemTextBytes``).
    static let defaultByteCapacity = 32 << 20
    private let byteCapacity: Int
    /// The bytes of body of the items read and not yet returned by `next()`.
    private var bytesAhead = 0
    /// The most `bytesAhead` has been, final once `finish()` has returned.
    private(set) var peakBytesAhead = 0
    /// Used by the reader thread only.
    private let reader: FeedReader
    /// Whether an export's unpublished posts and pages are kept as drafts.
    private let keepingDrafts: Bool
    /// Where each body converted is audited, if it is (``PreparedItem/bodyAudit``).
    private let audits: BodyAudits?
    /// Post keys and the fingerprint this feed last gave them: those items are not converted.
    private let stored: [String: String]
    // Written by the reader thread before `readerDone`, read by the consumer after `finish()`.
    private var finalChannel = FeedChannel()
    private var finalWarnings: [FeedWarning] = []
    private var finalRejectedItems: [RejectedItem] = []

    /// Starts reading `reader` on a thread of its own, and converting on a thread per core.
    /// `stored` maps post keys to the fingerprint this feed last gave them. With `audits`, each
    /// body converted is handed to them. At most `byteCapacity` bytes of body are read ahead.
    init(
        reader: FeedReader, stored: [String: String], keepingDrafts: Bool = false, audits: BodyAudits? = nil,
        byteCapacity: Int = ItemPipeline.defaultByteCapacity
    ) {
        self.reader = reader
        self.byteCapacity = byteCapacity
        self.stored = stored
        self.keepingDrafts = keepingDrafts
        self.audits = audits
        let converters = max(1, ProcessInfo.processInfo.activeProcessorCount)
        runningThreads = 1 + converters
        ConversionThread.start { [self] in read() }
        for _ in 0..<converters {
            ConversionThread.start { [self] in convert() }
        }
    }

    /// The next item in feed order, nil at the end; rethrows the reader's error.
    func next() throws -> PreparedItem? {
        let next = signals.withLock { () -> Result<PreparedItem, any Error>? in
            while ready[nextPlace] == nil, !(readerDone && nextPlace == placesRead) { signals.wait(.itemConverted) }
            guard let next = ready.removeValue(forKey: nextPlace) else { return nil }
            nextPlace += 1
            bytesAhead -= (try? next.get())?.record.sourceHTML.utf8.count ?? 0
            signals.signal(.itemTaken)
            return next
        }
        return try next?.get()
    }

    /// Stops the reader and the converters (if the consumer gives up early) and waits for them
    /// to finish, after which `channel` and `warnings` are final.
    func finish() {
        signals.withLock {
            cancelled = true
            signals.broadcast(.itemRead)
            signals.signal(.itemTaken)
            while runningThreads > 0 { signals.wait(.threadStopped) }
        }
    }

    /// The channel, complete once `finish()` has returned.
    var channel: FeedChannel { finalChannel }
    /// The reader's warnings, complete once `finish()` has returned.
    var warnings: [FeedWarning] { finalWarnings }
    /// The items the reader skipped for its limits, complete once `finish()` has returned.
    var rejectedItems: [RejectedItem] { finalRejectedItems }

    /// The reader thread: prepares each item (unconverted) in feed order; an export's items
    /// held back (``BackupStream``) come last.
    private func read() {
        var backup = BackupStream()
        var failure: (any Error)?
        let prepared = { (item: FeedItem) in
            PreparedItem(item, channel: self.reader.channel, backup: backup, keepingDrafts: self.keepingDrafts, converting: false)
        }
        do {
            while let item = try reader.nextItem() {
                if backup.postpones(item, of: reader.channel) { continue }
                guard hand(prepared(item)) else { break }
            }
            for item in backup.postponed {
                guard hand(prepared(item)) else { break }
            }
        } catch {
            failure = error
        }
        signals.withLock {
            if let failure, !cancelled {
                ready[placesRead] = .failure(failure)
                placesRead += 1
            }
            finalChannel = reader.channel
            finalWarnings = reader.warnings
            finalRejectedItems = reader.rejectedItems
            readerDone = true
            runningThreads -= 1
            signals.broadcast(.itemRead)
            signals.signal(.itemConverted)
            signals.signal(.threadStopped)
        }
    }

    /// Queues `item` for conversion, waiting while ``capacity`` items, or `byteCapacity` bytes
    /// of body with this one's, are ahead of the consumer; false when it has cancelled.
    private func hand(_ item: PreparedItem) -> Bool {
        let bytes = item.record.sourceHTML.utf8.count
        return signals.withLock {
            while placesRead - nextPlace >= Self.capacity || (bytesAhead > 0 && bytesAhead + bytes > byteCapacity),
                  !cancelled {
                signals.wait(.itemTaken)
            }
            guard !cancelled else { return false }
            unconverted.append((placesRead, item))
            placesRead += 1
            bytesAhead += bytes
            peakBytesAhead = max(peakBytesAhead, bytesAhead)
            signals.signal(.itemRead)
            return true
        }
    }

    /// A converter thread: converts the items (body and comments) whose fingerprint differs
    /// from `stored`, the oldest read first, handing each body converted to `audits`.
    private func convert() {
        while let (place, item) = take() {
            var prepared = item
            prepared.convertComment()
            if prepared.isStored, stored[prepared.record.key] != prepared.record.fingerprint {
                prepared.convert(auditing: audits)
                audits?.waitForRoom()
            }
            signals.withLock {
                ready[place] = .success(prepared)
                if place == nextPlace { signals.signal(.itemConverted) }
            }
        }
        signals.withLock {
            runningThreads -= 1
            signals.signal(.threadStopped)
        }
    }

    /// The oldest item read and not converted, waiting for the reader; nil when it is done (or
    /// the consumer has cancelled).
    private func take() -> (Int, PreparedItem)? {
        signals.withLock {
            while unconvertedStart == unconverted.count, !readerDone, !cancelled { signals.wait(.itemRead) }
            guard !cancelled, unconvertedStart < unconverted.count else { return nil }
            let next = unconverted[unconvertedStart]
            unconverted[unconvertedStart] = nil
            unconvertedStart += 1
            if unconvertedStart >= 64, unconvertedStart * 2 >= unconverted.count {
                unconverted.removeFirst(unconvertedStart)
                unconvertedStart = 0
            }
            return next.map { ($0.place, $0.item) }
        }
    }
}
