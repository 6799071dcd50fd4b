import Foundation
import Testing

@Suite("blogkit serve in a browser", .enabled(if: !OpenPage.skipped, "\(OpenPage.skipVariable)=1"))
struct ServeReloadTests {
    static func layout(_ title: String) -> String {
        "<!doctype html><html><head><title>\(title)</title></head><body>{{$main}}{{/main}}</body></html>\n"
    }

    @Test func aPageOpenInChromiumShowsAChangedTemplateWithoutAReload() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try FileManager.default.createDirectory(atPath: cli.path("templates"), withIntermediateDirectories: true)
        try Self.layout("Version one").write(toFile: cli.path("templates/layout.mustache"), atomically: true, encoding: .utf8)
        let server = try ServeCommandTests.Server.start(in: cli)
        let page = try OpenPage("http://127.0.0.1:\(server.port)/")
        defer { page.close() }
        let first = try page.waitForTitle("Version one")
        try #require(first == "Version one")
        // The page's event stream is open once its script has run; give the request a moment.
        Thread.sleep(forTimeInterval: 0.5)

        let changed = Date()
        try Self.layout("Version two").write(toFile: cli.path("templates/layout.mustache"), atomically: true, encoding: .utf8)
        #expect(try page.waitForTitle("Version two") == "Version two")
        let seconds = Date().timeIntervalSince(changed)
        let result = try server.interrupt()
        #expect(result.stdout.contains("templates/layout.mustache changed: rebuilding\n"), "\(result.stdout)")
        #expect(result.stdout.contains("reloaded 1 open page\n"), "\(result.stdout)")
        #expect(seconds < 10, "reloaded \(seconds) s after the change")
        print("serve: template saved -> page shows it in \(String(format: "%.2f", seconds)) s")
    }
}
