import Synchronization

/// The steps (characters or bytes examined) of the scans that must stay linear in their input
/// whatever it holds: the prose-span search, the shortcode pass, a comment's link and span
/// passes. Nothing is counted unless a test measures: it compares the steps a scan takes for
/// n and 4n units of hostile input (about 4x when linear, 16x when quadratic), which a time
/// bound shows only on a quiet machine.
package final class WorkMeter: Sendable {
    /// The meter of the current task, set by ``measure(_:)``.
    @TaskLocal private static var current: WorkMeter?
    private let steps = Mutex(0)

    private init() {}

    /// Adds `steps` to the meter of the current task, if it has one.
    package static func record(_ steps: Int) {
        current?.steps.withLock { $0 += steps }
    }

    /// What `body` returns, and the steps the scans it ran took (on this task, not on threads it starts).
    package static func measure<T>(_ body: () throws -> T) rethrows -> (result: T, steps: Int) {
        let meter = WorkMeter()
        let result = try $current.withValue(meter, operation: body)
        return (result, meter.steps.withLock { $0 })
    }
}
