import GRDB

/// Counts the posts one transaction queued for the search index and indexes them every
/// ``SearchIndex/pendingBatch`` (``SearchIndex/indexPending(in:)``): a feed's import holds
/// thousands of posts in one transaction.
final class PendingPosts {
    private var count = 0

    /// Notes one more post queued; indexes the queue when it holds a batch.
    func queued(in db: Database) throws {
        count += 1
        guard count >= SearchIndex.pendingBatch else { return }
        try SearchIndex.indexPending(in: db)
        count = 0
    }
}
