import Foundation

/// Builds terms' frontiers (``BlockFrontiers/of(pairs:lengths:)``) on a thread of its own, one
/// term after another in the order asked, while the caller goes on with SQLite.
final class FrontierBuilder: @unchecked Sendable {
    /// One term's frontiers, being built.
    final class Job: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        fileprivate var frontiers: [(block: Int64, frontier: TermFrontier)] = []

        fileprivate func finish() { done.signal() }

        /// The frontiers, once built.
        func wait() -> [(block: Int64, frontier: TermFrontier)] {
            done.wait()
            return frontiers
        }
    }

    /// Used on `queue` only.
    private let lengths: DocumentLengths
    private let queue = DispatchQueue(label: "blogkit.search-bounds")

    init(lengths: DocumentLengths) {
        self.lengths = lengths
    }

    /// Starts building the frontiers of a term's posts, `pairs` (``TermPostFrequencies/pairs(of:)``).
    func build(_ pairs: Data) -> Job {
        let job = Job()
        queue.async { [self] in
            job.frontiers = BlockFrontiers.of(pairs: pairs, lengths: lengths)
            job.finish()
        }
        return job
    }
}
