import FlyingSocks

/// A `text/event-stream` response body: the bytes of a listener's events, handed to the
/// server as they come (FlyingFox sends a body without a length in chunks, one per buffer).
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let events: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            await nextBuffer(suggested: 1)?.first
        }

        /// The rest of the current event, or the next one once it comes; nil when the stream ends.
        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event[...]
            }
            let buffer = pending.prefix(Swift.max(count, 1))
            pending = pending.dropFirst(buffer.count)
            return buffer
        }
    }
}
