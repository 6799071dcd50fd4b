import Foundation

/// Counts the files a build has written, from every core at once, and reports each count to
/// the caller's progress callback in order (one at a time, under a lock).
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: SiteBuilder.Progress?

    init(total: Int, report: SiteBuilder.Progress?) {
        self.total = total
        self.report = report
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
