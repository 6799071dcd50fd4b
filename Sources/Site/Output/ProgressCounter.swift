import Foundation

/// Counts the files a build has written, from every core at once, and reports each count to
/// the caller's progress callback in order (one at a time, under a lock), with the files known
/// so far to be written: the search index's count is known only once it is written, and joins
/// the total then.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var total: Int
    private let report: SiteBuilder.Progress?

    init(total: Int, report: SiteBuilder.Progress?) {
        self.total = total
        self.report = report
    }

    /// `count` more files to write, then `written` of them done.
    func expect(_ count: Int, written: Int) {
        lock.withLock { total += count }
        for _ in 0..<written { step() }
    }

    /// One more file done.
    func step() {
        guard let report else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report(done, total)
    }
}
