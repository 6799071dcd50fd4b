import Dispatch
import Foundation

/// Runs independent jobs on every core.
enum Parallel {
    /// `transform(0) ..< transform(count)` computed concurrently, in order. The first error thrown wins.
    static func map<T: Sendable>(
        _ count: Int, _ transform: @Sendable (Int) throws(SiteError) -> T
    ) throws(SiteError) -> [T] {
        let results = Results<T>(count: count)
        let chunks = min(count, ProcessInfo.processInfo.activeProcessorCount * 8)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            for index in stride(from: chunk, to: count, by: chunks) {
                do throws(SiteError) {
                    results.set(index, .success(try transform(index)))
                } catch {
                    results.set(index, .failure(error))
                }
            }
        }
        return try results.values()
    }

    /// One slot per job, each written by exactly one thread.
    private final class Results<T: Sendable>: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<Result<T, SiteError>?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func set(_ index: Int, _ result: Result<T, SiteError>) { slots[index] = result }

        func values() throws(SiteError) -> [T] {
            var values: [T] = []
            values.reserveCapacity(slots.count)
            for slot in slots {
                switch slot {
                case let .success(value)?: values.append(value)
                case let .failure(error)?: throw error
                case nil: continue
                }
            }
            return values
        }
    }
}
