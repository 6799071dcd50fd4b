import Archive
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
        /// A 2xx answer: the feed is in the spool; what the server said of its version.
        case feed(FeedValidators)
        /// A 3xx answer and the absolute URL it leads to.
        case redirect(to: String)
        /// 304: the feed is the version `conditions` named.
        case notModified
    }

    /// Marks the line `--write-out` adds to curl's standard error.
    private static let marker = "blogkit-curl-result"

    let curl: String
    let url: URL
    let pinned: PinnedAddress
    let credentials: FeedLocation.Credentials?
    let access: DownloadAccess
    /// The version of the feed already held, sent as `If-None-Match` and `If-Modified-Since`.
    let conditions: FeedValidators?
    let limits: DownloadLimits
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
            "--speed-limit", "\(DownloadLimits.lowSpeed)", "--speed-time", "\(limits.stallTimeout)",
            "--netrc-optional", "--user-agent", Release.userAgent,
            "--write-out", "%{stderr}\n\(Self.marker)\t%{http_code}\t%{redirect_url}\t%header{etag}\t%header{last-modified}\n",
            "--output", "-", "--config", "-",
        ] + (pinned.resolveEntry.map { ["--resolve", $0] } ?? [])
    }

    /// The config curl reads on its standard input: the URL, the credentials and CA file if any,
    /// and the conditions of a conditional GET.
    var config: String {
        var lines = ["url = \(Self.quoted(url.absoluteString))"]
        if let credentials { lines.append("user = \(Self.quoted(credentials.user + ":" + credentials.password))") }
        if let header = access.header { lines.append("header = \(Self.quoted(header))") }
        if let file = access.netrcFile { lines.append("netrc-file = \(Self.quoted(file))") }
        if let file = access.caFile { lines.append("cacert = \(Self.quoted(file))") }
        if let etag = conditions?.etag { lines.append("header = \(Self.quoted("If-None-Match: " + etag))") }
        if let date = conditions?.lastModified { lines.append("header = \(Self.quoted("If-Modified-Since: " + date))") }
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
        let result = lines.last { $0.hasPrefix(Self.marker + "\t") }?
            .split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false).map(String.init) ?? []
        // A header's value is sent back as it came, so a control character cannot make a new header.
        let field = { (index: Int) in
            result.count > index && !result[index].isEmpty
                ? String(result[index].unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }) : nil
        }
        let code = field(1).flatMap { Int($0) } ?? 0
        let location = field(2) ?? ""
        let message = lines.first { !$0.hasPrefix(Self.marker) && !$0.isEmpty }.map(String.init) ?? ""
        switch status {
        case 0 where (200..<300).contains(code): return .feed(FeedValidators(etag: field(3), lastModified: field(4)))
        case 0 where code == 304 && conditions?.isEmpty == false: return .notModified
        case 0 where (300..<400).contains(code) && !location.isEmpty: return .redirect(to: location)
        case 0, 22: throw .unreadable(file: file, reason: code > 0 ? "HTTP \(code)" : "no HTTP answer")
        case 63: throw .tooLarge(file: file, limit: limits.size)
        case 127 where message.isEmpty: throw .unreadable(file: file, reason: "cannot run \(curl)")
        default:
            let text = message.replacingOccurrences(of: #"^curl: \(\d+\) "#, with: "", options: .regularExpression)
            if status == 28, text.hasPrefix("Operation timed out") { throw timedOut }
            if status == 28, text.hasPrefix("Operation too slow") { throw stalled }
            if let reason = certificateProblem(status: status, message: text) { throw .unreadable(file: file, reason: reason) }
            // Any other timeout is the connection's, which --stall-timeout bounds.
            let hint = status == 28 ? " (see --stall-timeout)" : ""
            throw .unreadable(file: file, reason: text.isEmpty ? "download failed (curl exit status \(status))" : text + hint)
        }
    }

    /// What was wrong with the server's certificate, in one line naming the host, when curl's exit
    /// `status` and `message` say TLS verification failed (there is no way to skip it).
    func certificateProblem(status: Int32, message: String) -> String? {
        switch status {
        case 60 where message.contains("subject name") || message.contains("does not match"):
            return "the certificate of \(pinned.host) is for another host name"
        case 60:
            let problem = message.replacingOccurrences(of: "SSL certificate problem: ", with: "")
            return "the certificate of \(pinned.host) is not trusted: \(problem) (for a private CA, see --ca-file)"
        case 77:
            return "cannot use the CA certificates in \(access.caFile ?? "SSL_CERT_FILE") (see --ca-file)"
        default:
            return nil
        }
    }

    /// The download took longer than `limits.timeout`.
    var timedOut: FeedError {
        .unreadable(file: file, reason: "no complete answer within \(limits.timeout) s (see --timeout)")
    }

    /// The download stayed under `DownloadLimits.lowSpeed` for `limits.stallTimeout`.
    private var stalled: FeedError {
        .unreadable(file: file, reason: "slower than \(DownloadLimits.lowSpeed / 1024) KB/s for \(limits.stallTimeout) s (see --stall-timeout)")
    }
}
