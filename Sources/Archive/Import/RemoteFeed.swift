import Feeds
import Foundation

/// Feeds given as http(s) URLs: downloaded by `curl` to a temporary file, which the streaming
/// reader then reads like any other.
///
/// Downloading through `curl` rather than URLSession keeps FoundationNetworking (libcurl, GnuTLS,
/// Kerberos, LDAP and some 20 more libraries) out of the binary: every command loaded them at
/// start-up, a third of `blogkit search`'s time.
enum RemoteFeed {
    static func isRemote(_ source: String) -> Bool {
        let lowered = source.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    /// Downloads `source` to a temporary file the caller removes. Throws `FeedError.unreadable`
    /// naming the URL on a network error or a non-2xx answer. Gives up when nothing arrives for
    /// `idleTimeout` seconds.
    static func download(_ source: String, idleTimeout: Int = 60) throws(FeedError) -> URL {
        guard let url = URL(string: source), url.host != nil else {
            throw .unreadable(file: source, reason: "not a valid URL")
        }
        guard let curl = executable(named: "curl") else {
            throw .unreadable(file: source, reason: "downloading a feed needs curl, which is not installed")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-\(UUID().uuidString).xml")
        let process = Process()
        process.executableURL = curl
        process.arguments = [
            "--fail", "--silent", "--show-error", "--location", "--max-redirs", "10", "--compressed",
            "--proto", "=http,https", "--proto-redir", "=http,https",
            "--connect-timeout", "\(idleTimeout)", "--speed-limit", "1", "--speed-time", "\(idleTimeout)",
            "--user-agent", "blogkit (+https://github.com/blogkit)",
            "--write-out", "%{http_code}", "--output", file.path, "--", url.absoluteString,
        ]
        let status = Pipe()
        let errors = Pipe()
        process.standardOutput = status
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .unreadable(file: source, reason: "cannot run curl: \(error.localizedDescription)")
        }
        // curl writes a line or two at most: reading both pipes to the end cannot block it.
        let code = String(decoding: status.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: file)
            throw .unreadable(file: source, reason: reason(status: process.terminationStatus, httpCode: code, message: message))
        }
        return file
    }

    /// `HTTP 404` for an HTTP error, else curl's own message without its `curl: (7) ` prefix.
    private static func reason(status: Int32, httpCode: String, message: String) -> String {
        if status == 22, let code = Int(httpCode), code >= 400 { return "HTTP \(code)" }
        let line = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let text = line.replacingOccurrences(of: #"^curl: \(\d+\) "#, with: "", options: .regularExpression)
        return text.isEmpty ? "download failed (curl exit status \(status))" : text
    }

    /// The first executable file called `name` in the directories of `PATH`.
    private static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
