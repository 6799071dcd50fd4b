import Foundation
import ProcessTestSupport
import Testing

/// `Fixtures/feed-server.py` on a loopback port: the sample feeds, plus endpoints that misbehave
/// (`/endless`, `/drip`, `/bomb?bytes=N`, `/length?bytes=N` (zeros), `/chain/N/FEED`, `/redirect?to=URL`, `/loop/a`,
/// `/auth/FEED` wanting `reader:s3cr:t@pw` or `Bearer t0ken-s3cret`), `/compressed/gzip|deflate/FEED`,
/// `/etag/FEED` (an ETag, 304 to a matching If-None-Match),
/// `/slow/FEED` (after 0.3 s, counting the most requests at once), `/cut/FEED` (half the feed while
/// `FEED.cut` exists), `/wordpress/feed/?pages=N` (WordPress's `?paged=` pages) and `/agent` (a
/// post titled with the User-Agent). Every request is logged
/// with its Authorization header.
final class FeedServer {
    /// The password `/auth/...` wants, with the user name `reader`.
    static let password = "s3cr:t@pw"
    /// The `Authorization` header `/auth/...` also takes.
    static let bearer = "Authorization: Bearer t0ken-s3cret"

    let server: LocalHTTPServer
    let log: URL
    let scheme: String

    /// A server speaking http, or https with `certificate` (a PEM file holding the key too), of the
    /// files in `directory` (the sample feeds by default).
    init(in cli: CommandLine, certificate: String? = nil, directory: String? = nil) throws {
        let feeds = directory.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: ImportCommandTests.enterprise).deletingLastPathComponent()
        log = cli.directory.appendingPathComponent("requests-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        scheme = certificate == nil ? "http" : "https"
        server = try LocalHTTPServer(
            python: [CommandLine.fixture("feed-server.py"), feeds.path], extraArguments: [log.path] + [certificate].compactMap { $0 })
    }

    /// `http://127.0.0.1:PORT/path` (or https).
    func url(_ path: String) -> String {
        "\(scheme)://127.0.0.1:\(server.port)/\(path)"
    }

    /// The logged requests, one `PATH AUTHORIZATION` line each (`-` for none).
    func requests() -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The most `/slow/` requests the server answered at once.
    func peakSlowRequests() -> Int? {
        (try? String(contentsOfFile: log.path + ".peak", encoding: .utf8)).flatMap { Int($0) }
    }

    func stop() {
        server.stop()
    }
}

/// A `blogkit` process started in the background, and what it spawned.
struct BackgroundImport {
    let process = Process()

    /// Starts `blogkit arguments...` in `cli`'s directory with `environment` added.
    init(_ arguments: [String], in cli: CommandLine, environment: [String: String] = [:]) throws {
        process.executableURL = CommandLine.binary
        process.arguments = arguments
        process.currentDirectoryURL = cli.directory
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "BLOGKIT_DB" }
            .merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// The pid of the `curl` this import started, once it runs (nil after `timeout` seconds).
    func curl(timeout: TimeInterval = 10) -> pid_t? {
        waitFor(timeout: timeout) { childProcess(of: process.processIdentifier, named: "curl") }
    }
}

/// Polls `condition` every 20 ms until it is non-nil or `timeout` seconds have passed.
func waitFor<T>(timeout: TimeInterval, _ condition: () -> T?) -> T? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if let value = condition() { return value }
        usleep(20_000)
    }
    return condition()
}

/// A live (not zombie) process whose parent is `parent` and whose command is `name`, from /proc.
func childProcess(of parent: pid_t, named name: String) -> pid_t? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.first { pid in
        guard let stat = processStat(pid) else { return false }
        return stat.command == name && stat.parent == parent && stat.state != "Z"
    }
}

/// True while `pid` exists and is not a zombie.
func isAlive(_ pid: pid_t) -> Bool {
    processStat(pid).map { $0.state != "Z" } ?? false
}

/// The command, state and parent pid in `/proc/PID/stat`.
private func processStat(_ pid: pid_t) -> (command: String, state: Character, parent: pid_t)? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 2, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
    return (String(text[text.index(after: open)..<close]), state, parent)
}

extension Process {
    /// Waits up to `seconds` for the process to end; if it has not, kills it (SIGKILL) and
    /// returns false.
    func waitForExit(within seconds: TimeInterval) -> Bool {
        let ended = waitFor(timeout: seconds) { isRunning ? nil : true } != nil
        if !ended { kill(processIdentifier, SIGKILL) }
        waitForExit()
        return ended
    }
}

/// A PATH whose `curl` is a script that appends `run` to a log, then runs the real curl: the PATH
/// and the log's path.
func loggingCurl(in cli: CommandLine) throws -> (path: String, log: String) {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let curl = try #require(
        path.split(separator: ":").map { "\($0)/curl" }.first { FileManager.default.isExecutableFile(atPath: $0) })
    let bin = cli.path("bin")
    let log = cli.path("curl-runs")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try "#!/bin/sh\necho run >> '\(log)'\nexec '\(curl)' \"$@\"\n"
        .write(toFile: bin + "/curl", atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/curl")
    return (bin + ":" + path, log)
}
