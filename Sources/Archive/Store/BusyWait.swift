import Foundation
import GRDB
import Synchronization

/// How a connection waits for another process that holds the archive's write lock (or the
/// creation lock, ``CreationLock``): it retries for up to `timeout`, and calls `onWait` once,
/// when it has waited `noticeDelay`, so that a person sees why nothing happens.
///
/// SQLite calls ``shouldRetry(tries:)`` as its busy handler; the creation lock calls it between
/// attempts at `flock`.
final class BusyWait: Sendable {
    /// How long a wait lasts before `onWait` is called.
    static let noticeDelay: Duration = .seconds(1)
    /// The longest pause between two attempts: short enough that a waiter starts soon after
    /// the writer finishes.
    static let longestPause: Duration = .milliseconds(50)

    /// How long to wait in all before giving up with SQLITE_BUSY.
    let timeout: Duration
    private let onWait: (@Sendable () -> Void)?
    /// When the current wait began, and whether `onWait` was called (once per archive).
    private let state = Mutex<(start: ContinuousClock.Instant, noticed: Bool)>((.now, false))

    init(timeout: Duration, onWait: (@Sendable () -> Void)?) {
        self.timeout = timeout
        self.onWait = onWait
    }

    /// Runs `body`, and runs it again while it fails with SQLITE_BUSY, for up to `timeout` in
    /// all. SQLite returns SQLITE_BUSY without calling its busy handler where waiting could
    /// deadlock: when a read transaction must become a write one, as in `PRAGMA journal_mode`
    /// after rolling back another process's hot journal. `body` must be safe to run again: a
    /// failed statement or transaction has been rolled back.
    func retrying<T>(_ body: () throws -> T) throws -> T {
        let deadline = ContinuousClock.now + timeout
        var tries = 0
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: min(Self.longestPause, .milliseconds(1 << min(tries, 6))) / .seconds(1))
                tries += 1
            }
        }
    }

    /// Pauses and returns true to try again, or returns false once `timeout` has passed since
    /// the first try (`tries == 0`) of this wait.
    func shouldRetry(tries: Int) -> Bool {
        let now = ContinuousClock.now
        let (waited, notify) = state.withLock { state in
            if tries == 0 { state.start = now }
            let waited = now - state.start
            let notify = !state.noticed && waited >= Self.noticeDelay
            if notify { state.noticed = true }
            return (waited, notify)
        }
        guard waited < timeout else { return false }
        if notify { onWait?() }
        // 1, 2, 4 ... ms, then `longestPause` at most, never past the timeout.
        let pause = min(Self.longestPause, .milliseconds(1 << min(tries, 6)), timeout - waited)
        Thread.sleep(forTimeInterval: pause / .seconds(1))
        return true
    }
}
