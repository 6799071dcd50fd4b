import Foundation
import Archive

/// Runs `transform` over a batch on threads of its own, at most `workers` at once, while the
/// caller goes on (writing the batch before): converting stored posts again, auditing them.
/// Conversion is nearly all of a reconversion's work, and the one SQLite connection writes
/// while the next batch converts.
final class BatchWork<Input: Sendable, Output>: @unchecked Sendable {
    private let condition = NSCondition()
    private let inputs: [Input]
    private let transform: @Sendable (Input) -> Output
    // Guarded by `condition`.
    private var outputs: [Output?]
    private var nextIndex = 0
    private var running: Int

    /// Starts transforming `inputs` on `min(workers, inputs.count)` threads.
    init(_ inputs: [Input], workers: Int, transform: @escaping @Sendable (Input) -> Output) {
        self.inputs = inputs
        self.transform = transform
        outputs = Array(repeating: nil, count: inputs.count)
        running = min(max(workers, 1), inputs.count)
        for _ in 0..<running {
            ConversionThread.start { [self] in work() }
        }
    }

    /// Waits for the whole batch: each input with its output, in batch order.
    func wait() -> [(Input, Output)] {
        condition.lock()
        defer { condition.unlock() }
        while running > 0 { condition.wait() }
        return zip(inputs, outputs).compactMap { input, output in output.map { (input, $0) } }
    }

    private func work() {
        while let index = claim() {
            let output = transform(inputs[index])
            condition.lock()
            outputs[index] = output
            condition.unlock()
        }
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The index of the next input to transform, nil when every one is taken.
    private func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard nextIndex < inputs.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }
}

extension BatchWork where Input == StoredSource, Output == ConvertedBody {
    /// Converts stored posts again (``StoredSource/converted()``).
    convenience init(converting sources: [StoredSource], workers: Int) {
        self.init(sources, workers: workers) { $0.converted() }
    }

    /// Waits for the whole batch: each source with its body, in batch order.
    func converted() -> [(source: StoredSource, body: ConvertedBody)] {
        wait().map { (source: $0.0, body: $0.1) }
    }
}
