import Foundation

/// Threads that convert HTML: deeply nested HTML recurses, so each gets the stack room of a
/// main thread (16 MiB), not a secondary thread's default.
enum ConversionThread {
    static let stackSize = 16 << 20

    /// Runs `body` on a thread of its own.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = stackSize
        thread.start()
    }
}
