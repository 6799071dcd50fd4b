import Foundation
import Testing

@Suite("blogkit serve, end to end: the real process over real sockets")
struct ServeCommandTests {
    /// A `blogkit serve --port 0` process on an archive of the sample feeds, once it listens.
    struct Server {
        let cli: CommandLine
        let running: CommandLine.Running
        let port: UInt16

        static func start(_ extra: [String] = [], feeds: [String] = BuildCommandTests.feeds, in cli: CommandLine) throws -> Server {
            try cli.run(["import"] + feeds)
            let running = try cli.start(["serve", "--port", "0"] + extra)
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, running.process.isRunning {
                let output = try String(contentsOf: running.stdout, encoding: .utf8)
                if let match = output.firstMatch(of: /at http:\/\/127\.0\.0\.1:(\d+)\//), let port = UInt16(match.1) {
                    return Server(cli: cli, running: running, port: port)
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            running.process.terminate()
            throw CommandError(result: try running.wait())
        }

        func get(_ target: String) throws -> LoopbackHTTP.Response {
            try LoopbackHTTP.get(target, port: port)
        }

        /// Waits until the process has written `text` to standard output, after the last
        /// `marker` when one is given.
        func waitForOutput(_ text: String, after marker: String? = nil, seconds: Double = 30) throws -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let output = try String(contentsOf: running.stdout, encoding: .utf8)
                let rest = marker.map { output.range(of: $0, options: .backwards).map { output[$0.upperBound...] } ?? "" } ?? output[...]
                if rest.contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }

        /// Ctrl-C, then the process's output.
        func interrupt() throws -> CommandLine.Result {
            kill(running.process.processIdentifier, SIGINT)
            return try running.wait()
        }
    }

    @Test func servesTheBuiltSiteWithTheReloadScriptAddedOnTheWayOut() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try Server.start(in: cli)
        let home = try server.get("/")
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.body.contains(#"new EventSource("/_blogkit/events")"#))
        let onDisk = try String(contentsOfFile: cli.path("output/index.html"), encoding: .utf8)
        #expect(!onDisk.contains("EventSource"), "the script is never written into output/")
        #expect(try server.get("/style.css").headers["content-type"] == "text/css; charset=utf-8")
        #expect(try server.get("/search.js").headers["content-type"] == "text/javascript; charset=utf-8")
        let directory = try server.get("/2011")
        #expect(directory.status == 301)
        #expect(directory.headers["location"] == "/2011/")
        let missing = try server.get("/no-such-page/")
        #expect(missing.status == 404)
        #expect(missing.body.contains("EventSource"), "the site's own 404 page, as a page")
        let result = try server.interrupt()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("stopped\n"))
    }

    @Test func listensOn127001Only() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try Server.start(in: cli)
        defer { _ = try? server.interrupt() }
        // /proc/net/tcp: local address as hex IPv4:port, state 0A = LISTEN.
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let port = String(format: "%04X", server.port)
        var listening: [String] = []
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            if fields.count > 3, fields[1].hasSuffix(":" + port), fields[3] == "0A" { listening.append(fields[1]) }
        }
        #expect(listening == ["0100007F:" + port])
        let tcp6 = (try? String(contentsOfFile: "/proc/net/tcp6", encoding: .utf8)) ?? ""
        #expect(!tcp6.contains(":" + port + " "), "nothing on IPv6")
    }

    @Test func servesNothingOutsideTheOutputDirectory() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try "secret\n".write(toFile: cli.path("secret.txt"), atomically: true, encoding: .utf8)
        let server = try Server.start(in: cli)
        defer { _ = try? server.interrupt() }
        try FileManager.default.createSymbolicLink(atPath: cli.path("output/leak.txt"), withDestinationPath: cli.path("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: cli.path("output/up"), withDestinationPath: cli.directory.path)
        try FileManager.default.createDirectory(atPath: cli.path("output/empty"), withIntermediateDirectories: false)
        for target in [
            "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/..%2fsecret.txt", "/2011/%2e%2e/%2e%2e/secret.txt",
            "/leak.txt", "/up/secret.txt", "/up/output/index.html", "/empty/", "/.blogkit-manifest", "/index.html%00.css",
        ] {
            let response = try server.get(target)
            #expect(response.status == 404 || response.status == 400, "\(target)")
            #expect(!response.body.contains("secret"), "\(target)")
        }
        #expect(try server.get("/index.html").status == 200)
    }

    @Test func aPortInUseIsOneErrorLine() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let first = try Server.start(in: cli)
        defer { _ = try? first.interrupt() }
        let second = try cli.run(["serve", "--port", String(first.port), "--base-url", "https://example.com/"])
        #expect(second.status == 1)
        #expect(second.stdout == "", "nothing built: the port is checked first")
        #expect(second.stderr == "blogkit: error: port \(first.port) on 127.0.0.1 is in use; stop what listens there or choose another with --port\n")
    }

    @Test func anImportIntoTheArchiveRebuildsAndABrokenTemplateKeepsTheSiteServed() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try Server.start(feeds: [BuildCommandTests.feeds[0]], in: cli)
        try cli.run(["import", BuildCommandTests.feeds[1]])
        #expect(try server.waitForOutput("blogkit.sqlite"), "the archive changed")
        #expect(try server.waitForOutput("changed: rebuilding\nbuilt 32 pages from 9 posts in output/: 32 files written"), "rebuilt")
        #expect(try server.get("/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/").status == 200)

        try FileManager.default.createDirectory(atPath: cli.path("templates/partials"), withIntermediateDirectories: true)
        try "{{#unclosed}}\n".write(toFile: cli.path("templates/partials/footer.mustache"), atomically: true, encoding: .utf8)
        #expect(try server.waitForOutput("templates/partials/footer.mustache changed: rebuilding"))
        Thread.sleep(forTimeInterval: 1)
        #expect(try server.get("/").status == 200, "the last site built is still served")
        try FileManager.default.removeItem(atPath: cli.path("templates/partials/footer.mustache"))
        #expect(try server.waitForOutput("footer.mustache changed: rebuilding\nbuilt 32 pages"), "repaired")

        try "title = \"Set in blogkit.toml\"\n".write(toFile: cli.path("blogkit.toml"), atomically: true, encoding: .utf8)
        #expect(try server.waitForOutput("blogkit.toml changed: rebuilding"), "a settings file created while serving")
        // Not an earlier rebuild's line: the one after this change's build.
        #expect(try server.waitForOutput("reloaded 0 open pages\n", after: "blogkit.toml changed: rebuilding\n"))
        #expect(try server.get("/").body.contains("<title>Set in blogkit.toml</title>"))
        let result = try server.interrupt()
        #expect(result.status == 0)
        #expect(result.stderr.contains("blogkit: error: "), "\(result.stderr)")
    }
}
