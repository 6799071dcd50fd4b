import Archive
import Feeds
import Foundation

/// The feeds of a sync between the threads that download them and the one that imports them.
/// A feed holds one of `slots` from the moment a thread takes it until its download is imported
/// (or dropped): at most that many downloads run or wait, on the network or on disk, at once.
final class FetchQueue: @unchecked Sendable {
    /// What one download brought.
    enum Fetch {
        case fetched(RemoteFeed.Fetched)
        case failed(FeedError)
    }

    private let condition = NSCondition()
    private var pending: ArraySlice<ArchivedFeed>
    private var slots: Int
    private var done: [(feed: ArchivedFeed, fetch: Fetch)] = []

    init(_ feeds: [ArchivedFeed], slots: Int) {
        pending = feeds[...]
        self.slots = slots
    }

    /// The next feed to download, once a slot is free; nil when every feed was taken.
    func take() -> ArchivedFeed? {
        condition.lock()
        defer { condition.unlock() }
        while slots == 0, !pending.isEmpty { condition.wait() }
        guard let feed = pending.popFirst() else { return nil }
        slots -= 1
        return feed
    }

    /// Hands what the download of `feed` brought to the importing thread.
    func deliver(_ feed: ArchivedFeed, _ fetch: Fetch) {
        condition.lock()
        done.append((feed, fetch))
        condition.broadcast()
        condition.unlock()
    }

    /// The next download delivered, waiting for one.
    func next() -> (feed: ArchivedFeed, fetch: Fetch) {
        condition.lock()
        defer { condition.unlock() }
        while done.isEmpty { condition.wait() }
        return done.removeFirst()
    }

    /// Frees the slot of a download that was imported or dropped.
    func release() {
        condition.lock()
        slots += 1
        condition.broadcast()
        condition.unlock()
    }
}
