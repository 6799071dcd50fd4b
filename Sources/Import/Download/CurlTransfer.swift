import CProcess
import Feeds
import Foundation

/// One run of curl: fetches one URL, without following redirects, into a spool.
///
/// curl writes the body to a pipe that blogkit reads, counting the (decompressed) bytes as it
/// copies them into the spool, and kills curl the moment the size limit is passed. The URL and
/// any credentials reach curl through a config on its standard input, never its command line
/// (which `ps` shows to everyone). curl is killed when the thread that started it exits (see
/// `blogkit_spawn_tied`): start it from a thread that lives as long as the download.
struct CurlTransfer {
    /// What the server answered.
    enum Answer: Equatable {
        /// A 2xx answer: the feed is in the spool.
        case feed
        /// A 3xx answer and the absolute URL it leads to.
        case redirect(to: String)
    }

    /// Marks the line `--write-out` adds to curl's standard error.
    private static let marker = "blogkit-curl-result"

    let curl: String
    let url: URL
    let pinned: PinnedAddress
    let credentials: FeedLocation.Credentials?
    let limits: FeedLimits
    /// Seconds this run may take: what is left of `limits.timeout`.
    let seconds: Double
    /// The feed's name in messages.
    let file: String

    /// curl's command line: nothing secret, nothing from the feed's URL but the pinned host.
    /// `--disable` comes first: a `location` in the user's ~/.curlrc would follow redirects
    /// past every check.
    var arguments: [String] {
        [
            curl, "--disable", "--silent", "--show-error", "--fail", "--globoff", "--compressed", "--no-buffer",
            "--proto", "=http,https", "--max-filesize", "\(limits.size.bytes)",
            "--max-time", String(format: "%.3f", max(seconds, 0.001)), "--connect-timeout", "\(limits.stallTimeout)",
            "--speed-limit", "\(FeedLimits.lowSpeed)", "--speed-time", "\(limits.stallTimeout)",
            "--netrc-optional", "--user-agent", "blogkit (+https://github.com/blogkit)",
            "--write-out", "%{stderr}\n\(Self.marker) %{http_code} %{redirect_url}\n",
            "--output", "-", "--config", "-",
        ] + (pinned.resolveEntry.map { ["--resolve", $0] } ?? [])
    }

    /// The config curl reads on its standard input: the URL, and the credentials if any.
    var config: String {
        var lines = ["url = \(Self.quoted(url.absoluteString))"]
        if let credentials { lines.append("user = \(Self.quoted(credentials.user + ":" + credentials.password))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A double-quoted curl config value: `\`, `"` and control characters escaped as curl reads them.
    static func quoted(_ value: String) -> String {
        var quoted = "\""
        for character in value {
            switch character {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }

    /// Runs curl, copying the body into `spool`. Throws `FeedError` naming `file` on a network
    /// error, a non-2xx-or-3xx answer, a timeout or a body over the size limit.
    func run(into spool: FeedSpool) throws(FeedError) -> Answer {
        let child = try ChildProcess(arguments: arguments, input: Data(config.utf8), file: file)
        let errors: Data
        do {
            errors = try child.copyOutput(into: spool, seconds: seconds + 5, orThrow: timedOut)
        } catch {
            child.kill()
            throw error
        }
        let status = child.wait()
        let lines = String(decoding: errors, as: UTF8.self).split(whereSeparator: \.isNewline)
        let result = lines.last { $0.hasPrefix(Self.marker + " ") }?.split(separator: " ", maxSplits: 2) ?? []
        let code = result.count > 1 ? Int(result[1]) ?? 0 : 0
        let location = result.count > 2 ? String(result[2]) : ""
        let message = lines.first { !$0.hasPrefix(Self.marker) && !$0.isEmpty }.map(String.init) ?? ""
        switch status {
        case 0 where (200..<300).contains(code): return .feed
        case 0 where (300..<400).contains(code) && !location.isEmpty: return .redirect(to: location)
        case 0, 22: throw .unreadable(file: file, reason: code > 0 ? "HTTP \(code)" : "no HTTP answer")
        case 63: throw .tooLarge(file: file, limit: limits.size)
        case 127 where message.isEmpty: throw .unreadable(file: file, reason: "cannot run \(curl)")
        default:
            let text = message.replacingOccurrences(of: #"^curl: \(\d+\) "#, with: "", options: .regularExpression)
            if status == 28, text.hasPrefix("Operation timed out") { throw timedOut }
            if status == 28, text.hasPrefix("Operation too slow") { throw stalled }
            // Any other timeout is the connection's, which --stall-timeout bounds.
            let hint = status == 28 ? " (see --stall-timeout)" : ""
            throw .unreadable(file: file, reason: text.isEmpty ? "download failed (curl exit status \(status))" : text + hint)
        }
    }

    /// The download took longer than `limits.timeout`.
    var timedOut: FeedError {
        .unreadable(file: file, reason: "no complete answer within \(limits.timeout) s (see --timeout)")
    }

    /// The download stayed under `FeedLimits.lowSpeed` for `limits.stallTimeout`.
    private var stalled: FeedError {
        .unreadable(file: file, reason: "slower than \(FeedLimits.lowSpeed / 1024) KB/s for \(limits.stallTimeout) s (see --stall-timeout)")
    }
}
