import Feeds
import Foundation

/// Feeds given as http(s) URLs: downloaded by `curl` into a `FeedSpool`, which the streaming
/// reader then reads like any other file.
///
/// Downloading through `curl` rather than URLSession keeps FoundationNetworking (libcurl, GnuTLS,
/// Kerberos, LDAP and some 20 more libraries) out of the binary: every command loaded them at
/// start-up, a third of `blogkit search`'s time.
///
/// blogkit follows redirects itself, one curl run per URL (see `RedirectPolicy`): each host is
/// resolved and its address checked before curl may connect, and curl is pinned to that address.
enum RemoteFeed {
    /// Downloads the feed at `location` within `limits`. Throws `FeedError` naming the URL (without
    /// credentials) on a network error, a non-2xx answer, a refused redirect, a timeout, or a
    /// feed over the size limit. Runs curl from the calling thread, which must outlive it.
    static func download(_ location: FeedLocation, limits: FeedLimits) throws(FeedError) -> FeedSpool {
        let file = location.source
        guard var url = URL(string: file), url.host?.isEmpty == false else {
            throw .unreadable(file: file, reason: "not a valid URL")
        }
        guard let curl = executable(named: "curl") else {
            throw .unreadable(file: file, reason: "downloading a feed needs curl, which is not installed")
        }
        let spool = try FeedSpool(for: file, limit: limits.size)
        let deadline = Date().addingTimeInterval(Double(limits.timeout))
        let first = try PinnedAddress(url: url, file: file)
        let policy = RedirectPolicy(origin: first.scope)
        var pinned = first
        var credentials = location.credentials
        var redirects = 0
        while true {
            let transfer = CurlTransfer(
                curl: curl, url: url, pinned: pinned, credentials: credentials, limits: limits,
                seconds: deadline.timeIntervalSinceNow, file: file)
            guard transfer.seconds > 0 else { throw transfer.timedOut }
            guard case let .redirect(target) = try transfer.run(into: spool) else { return spool }
            guard redirects < RedirectPolicy.maxRedirects else {
                throw .unreadable(file: file, reason: "more than \(RedirectPolicy.maxRedirects) redirects")
            }
            redirects += 1
            let refused = { (reason: String) in FeedError.unreadable(file: file, reason: "refused a redirect to \(target): \(reason)") }
            guard let next = URL(string: target) else { throw refused("not a valid URL") }
            if let reason = policy.refusal(from: url, to: next) { throw refused(reason) }
            let resolved = try PinnedAddress(url: next, file: file)
            guard let allowed = resolved.filter(policy.allows) else {
                throw refused("\(resolved.addresses[0].address) is \(resolved.scope.phrase)")
            }
            // Credentials are for the server the user named, not for wherever it sends us.
            if next.host != url.host || next.port != url.port || next.scheme != url.scheme { credentials = nil }
            url = next
            pinned = allowed
            try spool.restart()
        }
    }

    /// The first executable file called `name` in the directories of `PATH`.
    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { String($0) + "/" + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
