import Foundation

/// Work run on a thread of its own while the caller goes on: the site's search index, whose
/// merging runs on one core, is written while the pages render on the others.
final class BackgroundJob<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var outcome: Result<Value, SiteError>?

    /// Starts `work` at once.
    init(_ work: @escaping @Sendable () throws(SiteError) -> Value) {
        let thread = Thread { [self] in
            let result: Result<Value, SiteError>
            do throws(SiteError) {
                result = .success(try work())
            } catch {
                result = .failure(error)
            }
            condition.lock()
            outcome = result
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the work to end: its value, or the error it threw.
    func value() throws(SiteError) -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let outcome { return try outcome.get() }
            condition.wait()
        }
    }
}
