import FlyingSocks

/// Reads the heads of the requests on one connection within `RequestLimits`, in time linear in
/// what arrives: each byte is looked at once, and reading stops at the first limit passed.
/// Bytes after a head (the next request, sent together with it) are kept for the next call.
struct RequestHeadReader {
    let socket: AsyncSocket
    private var buffer: [UInt8] = []

    init(socket: AsyncSocket) {
        self.socket = socket
    }

    /// The next request's head; nil when the client closes the connection, or sends nothing
    /// for `RequestLimits.headTime`, before the first byte of a request. Throws a
    /// `RequestRefusal` for a head that is too big, too slow or malformed, and the socket's
    /// error when the connection breaks in the middle of one.
    mutating func next() async throws -> RequestHead? {
        let deadline = ContinuousClock.now + RequestLimits.headTime
        // Ranges, not slices, of the buffer: a slice kept would make each append copy it.
        var lines: [Range<Int>] = []
        var lineStart = 0
        var scanned = 0
        var headerBytes = 0
        while true {
            while let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = lineStart..<newline
                if buffer[line].last == UInt8(ascii: "\r") { line = line.dropLast() }
                lineStart = newline + 1
                scanned = lineStart
                if line.isEmpty {
                    // Empty lines before the request line are allowed (RFC 9112, 2.2).
                    guard lines.isEmpty else { return try finish(lines, end: lineStart) }
                    continue
                }
                lines.append(line)
                if lines.count > 1 { headerBytes += line.count + 2 }
                try Self.check(lines: lines.count, lineStart: lineStart, headerBytes: headerBytes)
            }
            scanned = buffer.count
            let pending = buffer.count - lineStart
            if lines.isEmpty {
                guard buffer.count <= RequestLimits.requestLine + 2 else { throw RequestRefusal.requestLineTooLong }
            } else {
                guard headerBytes + pending <= RequestLimits.headerBytes else { throw RequestRefusal.headerFieldsTooLarge }
            }
            guard let bytes = try await read(until: deadline) else {
                guard buffer.isEmpty else { throw RequestRefusal.timedOut }
                return nil
            }
            buffer += bytes
        }
    }

    private static func check(lines: Int, lineStart: Int, headerBytes: Int) throws(RequestRefusal) {
        if lines == 1, lineStart > RequestLimits.requestLine + 2 { throw .requestLineTooLong }
        if headerBytes > RequestLimits.headerBytes || lines - 1 > RequestLimits.headerFields {
            throw .headerFieldsTooLarge
        }
    }

    /// The head of `lines`, the bytes up to `end` dropped from the buffer.
    private mutating func finish(_ lines: [Range<Int>], end: Int) throws -> RequestHead {
        let head = try RequestHead(lines: lines.map { buffer[$0] })
        buffer.removeFirst(end)
        return head
    }

    /// What the client sends next; nil at `deadline`. Throws `SocketError.disconnected` when
    /// the client closes with a head begun, and returns nil when it closes between requests.
    private func read(until deadline: ContinuousClock.Instant) async throws -> [UInt8]? {
        do {
            return try await Deadline.run(until: deadline) { [socket] in try await socket.read(atMost: 16 * 1024) }
        } catch SocketError.disconnected where buffer.isEmpty {
            return nil
        }
    }
}
