import Archive
import Foundation

/// Converts a batch of stored posts on threads of its own, at most `workers` at once, while
/// the caller goes on (writing the batch before): conversion is nearly all of a reconversion's
/// work, and the one SQLite connection writes while the next batch converts.
final class BatchConversion: @unchecked Sendable {
    private let condition = NSCondition()
    private let sources: [StoredSource]
    // Guarded by `condition`.
    private var bodies: [ConvertedBody?]
    private var nextIndex = 0
    private var running: Int

    /// Starts converting `sources` on `min(workers, sources.count)` threads.
    init(_ sources: [StoredSource], workers: Int) {
        self.sources = sources
        bodies = Array(repeating: nil, count: sources.count)
        running = min(max(workers, 1), sources.count)
        for _ in 0..<running {
            let thread = Thread { [self] in work() }
            thread.stackSize = 16 << 20  // deeply nested HTML recurses; as much room as import gives it
            thread.start()
        }
    }

    /// Waits for the whole batch: each source with its body, in batch order.
    func wait() -> [(source: StoredSource, body: ConvertedBody)] {
        condition.lock()
        defer { condition.unlock() }
        while running > 0 { condition.wait() }
        return zip(sources, bodies).compactMap { source, body in body.map { (source, $0) } }
    }

    private func work() {
        while let index = claim() {
            let body = sources[index].converted()
            condition.lock()
            bodies[index] = body
            condition.unlock()
        }
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The index of the next source to convert, nil when every one is taken.
    private func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard nextIndex < sources.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }
}
