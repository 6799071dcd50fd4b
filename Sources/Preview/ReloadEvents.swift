import Foundation

/// The pages listening for reloads: one server-sent event stream per open page.
actor ReloadEvents {
    private var listeners: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]

    /// A new listener's stream of event bytes: a `retry` field at once (so the browser sees the
    /// stream open and reconnects within a second after a restart), then a `reload` event each
    /// time `reload()` is called, until `finish()` or the page goes away.
    func subscribe() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        let id = UUID()
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        continuation.yield(Array("retry: 1000\n\n".utf8))
        listeners[id] = continuation
        return stream
    }

    /// Tells every open page to reload; returns how many were told.
    @discardableResult
    func reload() -> Int {
        // An event without data is never dispatched to the page.
        let event = Array("event: reload\ndata: rebuilt\n\n".utf8)
        listeners.values.forEach { $0.yield(event) }
        return listeners.count
    }

    /// Ends every stream, so that the server's connections can close.
    func finish() {
        listeners.values.forEach { $0.finish() }
        listeners = [:]
    }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }
}
