import Foundation
import Testing

/// What any web page open in the user's browser can send to 127.0.0.1: huge or endless request
/// heads, another host name (DNS rebinding), event streams it opens and drops.
@Suite("blogkit serve under hostile requests: sizes, time, Host, dropped event streams")
struct ServeLimitTests {
    typealias Server = ServeCommandTests.Server

    static func request(_ lines: [String]) -> [UInt8] {
        Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static func get(_ target: String = "/", host: String, extra: [String] = []) -> [UInt8] {
        request(["GET \(target) HTTP/1.1", "Host: \(host)"] + extra + ["Connection: close"])
    }

    /// Runs `body` with `blogkit serve` on an archive of the sample feeds, stopped afterwards.
    func serving(_ body: (Server, CommandLine) throws -> Void) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try Server.start(in: cli)
        defer { _ = try? server.interrupt() }
        try body(server, cli)
    }

    @Test func aMegabyteOfHeaderIs431AndOtherRequestsAreAnsweredMeanwhile() throws {
        try serving { server, _ in
            let huge = Self.get(host: "127.0.0.1:\(server.port)", extra: ["X-Filler: " + String(repeating: "a", count: 1 << 20)])
            let first = try LoopbackHTTP.Connection(port: server.port)
            defer { first.close() }
            let second = try LoopbackHTTP.Connection(port: server.port)
            defer { second.close() }
            try first.send(huge)
            try second.send(huge)
            let page = try server.get("/")
            #expect(page.status == 200, "answered while two huge requests are open")
            for connection in [first, second] {
                let refused = try LoopbackHTTP.parse(connection.receive(until: LoopbackHTTP.complete))
                #expect(refused.status == 431)
                #expect(refused.headers["connection"] == "close")
            }
        }
    }

    @Test func theRequestLineAndTheHeadersHaveLimits() throws {
        try serving { server, _ in
            let host = "127.0.0.1:\(server.port)"
            let long = try LoopbackHTTP.exchange(Self.get("/" + String(repeating: "a", count: 8_200), host: host), port: server.port)
            #expect(long.status == 414)
            let fields = (0..<70).map { "X-Field-\($0): " + String(repeating: "b", count: 1_000) }
            #expect(try LoopbackHTTP.exchange(Self.get(host: host, extra: fields), port: server.port).status == 431)
            let many = (0..<101).map { "X-Field-\($0): b" }
            #expect(try LoopbackHTTP.exchange(Self.get(host: host, extra: many), port: server.port).status == 431)
            // Below the limits: a long address and 60 KB of cookies are still a page.
            let cookies = (0..<60).map { "Cookie: c\($0)=" + String(repeating: "c", count: 1_000) }
            let within = try LoopbackHTTP.exchange(
                Self.get("/?" + String(repeating: "q", count: 8_000), host: host, extra: cookies), port: server.port)
            #expect(within.status == 200)
        }
    }

    @Test func aRequestWhoseHeadTricklesInIsTimedOut() throws {
        try serving { server, _ in
            let connection = try LoopbackHTTP.Connection(port: server.port, seconds: 1)
            defer { connection.close() }
            try connection.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ".utf8))
            // One byte every half second: each read sees progress, only a deadline for the whole
            // head ends it. The server answers within 10 s; about 60 s is the bound of this test.
            var answer: [UInt8] = []
            for _ in 0..<40 where answer.isEmpty {
                try? connection.send(Array("z".utf8))
                Thread.sleep(forTimeInterval: 0.5)
                answer = connection.receive(until: { !$0.isEmpty })
            }
            answer += connection.receive()
            #expect(try LoopbackHTTP.parse(answer).status == 408)
        }
    }

    @Test func onlyTheLoopbackNamesWithTheServersPortAreAnswered() throws {
        try serving { server, _ in
            let port = server.port
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LocalHost:\(port)"] {
                #expect(try LoopbackHTTP.exchange(Self.get(host: host), port: port).status == 200, "\(host)")
            }
            // A page of evil.example whose name now resolves to 127.0.0.1 sends its own name.
            for host in ["evil.example:\(port)", "evil.example", "127.0.0.1", "localhost", "127.0.0.1:\(port + 1)",
                         "127.0.0.1:\(port).evil.example", "localhost.:\(port)", "127.0.0.1:\(port) x"] {
                let refused = try LoopbackHTTP.exchange(Self.get(host: host), port: port)
                #expect(refused.status == 421, "\(host)")
                #expect(!refused.body.contains("<html"), "\(host): no page of the site")
            }
            let noHost = try LoopbackHTTP.exchange(Self.request(["GET / HTTP/1.1", "Connection: close"]), port: port)
            #expect(noHost.status == 400)
            let twoHosts = try LoopbackHTTP.exchange(Self.get(host: "127.0.0.1:\(port)", extra: ["Host: evil.example"]), port: port)
            #expect(twoHosts.status == 400)
            let absolute = try LoopbackHTTP.exchange(Self.get("http://evil.example/", host: "127.0.0.1:\(port)"), port: port)
            #expect(absolute.status == 400)
        }
    }

    @Test func aClosedLiveReloadStreamGivesBackItsSocket() throws {
        try serving { server, cli in
            let descriptors = "/proc/\(server.running.process.processIdentifier)/fd"
            #expect(try server.get("/").status == 200)
            let before = try FileManager.default.contentsOfDirectory(atPath: descriptors).count
            let streams = 200
            for _ in 0..<streams {
                let connection = try LoopbackHTTP.Connection(port: server.port)
                try connection.send(Self.request(["GET /_blogkit/events HTTP/1.1", "Host: 127.0.0.1:\(server.port)"]))
                let opened = connection.receive(until: { String(decoding: $0, as: UTF8.self).contains("retry: 1000") })
                connection.close()
                try #require(String(decoding: opened, as: UTF8.self).contains("text/event-stream"))
            }
            var open = Int.max
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                open = try FileManager.default.contentsOfDirectory(atPath: descriptors).count
                if open <= before + 10 { break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            #expect(open <= before + 10, "\(open) descriptors open after \(streams) streams closed; \(before) before")
            #expect(try LoopbackHTTP.get("/_blogkit/events", port: server.port, method: "HEAD").headers["content-type"] == "text/event-stream")
            // Nor is any of them, or the HEAD request, still a page to reload.
            try "title = \"Rebuilt\"\n".write(toFile: cli.path("blogkit.toml"), atomically: true, encoding: .utf8)
            #expect(try server.waitForOutput("reloaded 0 open pages\n", after: "blogkit.toml changed: rebuilding\n"))
        }
    }

    @Test func requestsSentTogetherOnOneConnectionAreAnsweredInTurn() throws {
        try serving { server, _ in
            let host = "Host: 127.0.0.1:\(server.port)"
            let both = Self.request(["GET /style.css HTTP/1.1", host]) + Self.request(["HEAD / HTTP/1.1", host, "Connection: close"])
            let connection = try LoopbackHTTP.Connection(port: server.port)
            defer { connection.close() }
            try connection.send(both)
            let text = String(decoding: connection.receive(), as: UTF8.self)
            #expect(text.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 3, "\(text.prefix(500))")
            #expect(text.contains("text/css"))
            #expect(text.hasSuffix("\r\n\r\n"), "the answer to HEAD has no body")
        }
    }
}
