/// Running an operation with a time limit.
enum Deadline {
    /// `operation`'s result, or nil when `deadline` comes first: the operation is then
    /// cancelled (a socket waiting to read stops waiting).
    static func run<Value: Sendable>(
        until deadline: ContinuousClock.Instant, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value? {
        try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(until: deadline)
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }
}
