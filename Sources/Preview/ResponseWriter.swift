import FlyingFox
import FlyingSocks
import Foundation

/// Sends responses on one connection, and closes it so that the client reads the last answer.
struct ResponseWriter {
    let socket: AsyncSocket

    /// Sends `response`: its head, then its body unless `withBody` is false (the answer to a
    /// HEAD request). A body of unknown length (the reload event stream) is sent in chunks
    /// until it ends or the client goes away: then this throws, and the stream, cancelled,
    /// lets go of its listener. `closing` adds `Connection: close`.
    func send(_ response: HTTPResponse, closing: Bool, withBody: Bool = true) async throws {
        guard case .httpBody(let body) = response.payload else { throw ResponseError.webSocket }
        var headers = response.headers
        if closing { headers[.connection] = "close" }
        if headers[.contentLength] == nil {
            if let count = body.count { headers[.contentLength] = String(count) } else { headers[.transferEncoding] = "chunked" }
        }
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (name, value) in headers { head += "\(name.rawValue): \(value)\r\n" }
        try await socket.write(Data((head + "\r\n").utf8))
        guard withBody else { return }
        guard body.count == nil else { return try await write(body) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await write(body) }
            group.addTask { try await waitForClose() }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// Closes the connection after a last answer: stops sending, then reads and drops what
    /// the client still sends (within `RequestLimits.lingerBytes` and `lingerTime`), so that
    /// unread bytes do not make the system reset the connection before the client has read
    /// the answer.
    func close() async {
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + RequestLimits.lingerTime
        var dropped = 0
        while dropped < RequestLimits.lingerBytes,
            let bytes = try? await Deadline.run(until: deadline, { [socket] in try await socket.read(atMost: 64 * 1024) })
        {
            dropped += bytes.count
        }
        try? socket.close()
    }

    private func write(_ body: HTTPBodySequence) async throws {
        for try await chunk in body { try await socket.write(chunk) }
    }

    /// Throws `SocketError.disconnected` once the client closes the connection; what it sends
    /// meanwhile is dropped.
    private func waitForClose() async throws {
        while true { _ = try await socket.read(atMost: 4096) }
    }

    enum ResponseError: Error {
        /// The preview answers no WebSocket upgrade.
        case webSocket
    }
}
