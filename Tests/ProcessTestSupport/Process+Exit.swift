import Foundation

extension Process {
    /// Waits until the process has ended, looking at `isRunning` every 2 ms.
    ///
    /// Foundation's `waitUntilExit()` runs the calling thread's run loop until the process ends,
    /// and under load it has never returned: a test then hung for the rest of the run, its child
    /// long gone. `isRunning` is cleared on Foundation's own thread once the child is reaped,
    /// before any termination handler runs, so watching it cannot miss the end.
    public func waitForExit() {
        while isRunning { usleep(2_000) }
    }
}
