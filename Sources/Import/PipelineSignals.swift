import Foundation

/// A mutex and condition variables that share it, one per case of `Condition`: the threads of
/// a pipeline that wait for different things wait on different conditions, and a change wakes
/// only the thread it concerns (with one `NSCondition` for all, each item woke every thread).
final class PipelineSignals<Condition: CaseIterable & RawRepresentable>: @unchecked Sendable where Condition.RawValue == Int {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let conditions = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: Condition.allCases.count)

    init() {
        pthread_mutex_init(mutex, nil)
        for index in 0..<Condition.allCases.count { pthread_cond_init(conditions + index, nil) }
    }

    deinit {
        for index in 0..<Condition.allCases.count { pthread_cond_destroy(conditions + index) }
        conditions.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the mutex.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits until `condition` is signalled (holding the mutex, inside ``withLock(_:)``).
    func wait(_ condition: Condition) {
        pthread_cond_wait(conditions + condition.rawValue, mutex)
    }

    /// Wakes one thread waiting for `condition`.
    func signal(_ condition: Condition) {
        pthread_cond_signal(conditions + condition.rawValue)
    }

    /// Wakes every thread waiting for `condition`.
    func broadcast(_ condition: Condition) {
        pthread_cond_broadcast(conditions + condition.rawValue)
    }
}
