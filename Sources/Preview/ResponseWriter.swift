import FlyingSocks
import Foundation

/// Sends responses on one connection, and closes it so that the client reads the last answer.
struct ResponseWriter {
    let socket: AsyncSocket

    /// Sends `response`: its head, then its body unless `withBody` is false (the answer to a
    /// HEAD request). The reload event stream, whose length is unknown, is sent in chunks
    /// (`Transfer-Encoding: chunked`, one an event) until it ends or the client goes away: then
    /// this throws, and the stream, cancelled, lets go of its listener. `closing` adds
    /// `Connection: close`.
    func send(_ response: PreviewResponse, closing: Bool, withBody: Bool = true) async throws {
        var headers = response.headers
        if closing { headers.append(("Connection", "close")) }
        if !headers.contains(where: { $0.name == "Content-Length" }) {
            switch response.body {
            case .bytes(let data): headers.append(("Content-Length", String(data.count)))
            case .events: headers.append(("Transfer-Encoding", "chunked"))
            }
        }
        var head = "HTTP/1.1 \(response.status) \(response.phrase)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try await socket.write(Data((head + "\r\n").utf8))
        guard withBody else { return }
        switch response.body {
        case .bytes(let data):
            if !data.isEmpty { try await socket.write(data) }
        case .events(let events):
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await writeChunks(of: events) }
                group.addTask { try await waitForClose() }
                defer { group.cancelAll() }
                try await group.next()
            }
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

    /// Each event as a chunk, then the last, empty chunk when the stream ends.
    private func writeChunks(of events: AsyncStream<[UInt8]>) async throws {
        for await event in events where !event.isEmpty {
            try await socket.write(Data(String(event.count, radix: 16).utf8) + Data("\r\n".utf8) + Data(event) + Data("\r\n".utf8))
        }
        try await socket.write(Data("0\r\n\r\n".utf8))
    }

    /// Throws `SocketError.disconnected` once the client closes the connection; what it sends
    /// meanwhile is dropped.
    private func waitForClose() async throws {
        while true { _ = try await socket.read(atMost: 4096) }
    }
}
