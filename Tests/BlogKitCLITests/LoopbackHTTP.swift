import Foundation

/// One HTTP/1.1 request to 127.0.0.1 over a plain socket, the request target sent byte for
/// byte as given (URLSession would remove `..` segments before a server could refuse them).
struct LoopbackHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `GET target` on `127.0.0.1:port`; the whole response, read until the server closes.
    static func get(_ target: String, port: UInt16, method: String = "GET") throws -> Response {
        try exchange(Array("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8), port: port)
    }

    /// Sends `request` as it is to `127.0.0.1:port` and reads the first response, until the
    /// server closes or the body has its Content-Length, waiting at most `seconds` for each read.
    static func exchange(_ request: [UInt8], port: UInt16, seconds: Int = 10) throws -> Response {
        let connection = try Connection(port: port, seconds: seconds)
        defer { connection.close() }
        try connection.send(request)
        return try parse(connection.receive(until: complete))
    }

    /// A connected socket, for tests that hold connections open or send in pieces.
    struct Connection {
        let descriptor: Int32

        init(port: UInt16, seconds: Int = 10) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
            var timeout = timeval(tv_sec: seconds, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else {
                Glibc.close(descriptor)
                throw Failure(description: "connect to port \(port): errno \(errno)")
            }
        }

        func send(_ bytes: [UInt8]) throws {
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard count > 0 else { throw Failure(description: "send: errno \(errno) after \(sent) of \(bytes.count) bytes") }
                sent += count
            }
        }

        /// What the server sends until it closes, `done` says the bytes are enough, or a read
        /// waits longer than the connection's timeout.
        func receive(until done: ([UInt8]) -> Bool = { _ in false }) -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while !done(bytes) {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                bytes += buffer[..<count]
            }
            return bytes
        }

        func close() {
            Glibc.close(descriptor)
        }
    }

    /// The first response in `bytes`.
    static func parse(_ bytes: [UInt8]) throws -> Response {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure(description: "no response: \(text)") }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        guard let status = lines.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
            throw Failure(description: "no status line: \(text.prefix(200))")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
    }

    /// Whether `bytes` hold a whole response with a Content-Length (Chromium's DevTools server
    /// keeps the connection open).
    static func complete(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n"),
            let length = text[..<split.lowerBound].firstMatch(of: /(?i)\r\ncontent-length: *(\d+)/).flatMap({ Int($0.1) })
        else { return false }
        return text.utf8.count - text[..<split.upperBound].utf8.count >= length
    }
}
