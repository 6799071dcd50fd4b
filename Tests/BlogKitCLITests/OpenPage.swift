import Foundation
import ProcessTestSupport

/// A page open in headless Chromium, watched through the DevTools HTTP endpoint: its current
/// title, as the browser shows it, without touching the page (no reload, no script run).
struct OpenPage {
    static let skipVariable = "BLOGKIT_SKIP_BROWSER_TESTS"
    static var skipped: Bool { ProcessInfo.processInfo.environment[skipVariable] == "1" }

    private let browser: Process
    private let profile: URL
    private let devToolsPort: UInt16

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Opens `url` in a new headless Chromium with remote debugging on a free port.
    init(_ url: String) throws {
        guard let executable = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first(where: FileManager.default.isExecutableFile(atPath:))
        else {
            throw Failure(description: "chromium is not installed: run `make test` or `apt-get install chromium`; set \(Self.skipVariable)=1 to skip")
        }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-chromium-\(UUID().uuidString)")
        browser = Process()
        browser.executableURL = URL(fileURLWithPath: executable)
        browser.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
            "--remote-debugging-port=0", "--user-data-dir=\(profile.path)", url,
        ]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        // Chromium writes the port it chose into the profile once it listens.
        let portFile = profile.appendingPathComponent("DevToolsActivePort")
        let deadline = Date().addingTimeInterval(30)
        var port: UInt16?
        while port == nil, Date() < deadline {
            port = (try? String(contentsOf: portFile, encoding: .utf8))?.split(separator: "\n").first.flatMap { UInt16($0) }
            if port == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let port else {
            browser.terminate()
            throw Failure(description: "chromium did not open its DevTools port")
        }
        devToolsPort = port
    }

    /// The title of the page tab, as the browser has it now.
    func title() throws -> String? {
        try tab()?["title"] as? String
    }

    /// The address of the page tab, as the browser has it now (its fragment included).
    func url() throws -> String? {
        try tab()?["url"] as? String
    }

    private func tab() throws -> [String: Any]? {
        let list = try LoopbackHTTP.get("/json/list", port: devToolsPort)
        let targets = try JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [[String: Any]] ?? []
        return targets.first { $0["type"] as? String == "page" }
    }

    /// Polls the title until `expected` is shown or `seconds` have passed; the last title seen.
    @discardableResult
    func waitForTitle(_ expected: String, seconds: Double = 20) throws -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        var seen = try title()
        while seen != expected, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            seen = try title()
        }
        return seen
    }

    func close() {
        browser.terminate()
        browser.waitForExit()
        try? FileManager.default.removeItem(at: profile)
    }
}
