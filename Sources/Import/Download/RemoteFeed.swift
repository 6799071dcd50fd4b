import Archive
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
    /// What a download brought.
    enum Fetched {
        /// The whole body.
        case feed(Download)
        /// A 304: the feed is still the version the conditions named.
        case notModified
    }

    /// A whole body downloaded.
    struct Download {
        let spool: FeedSpool
        /// What the server said of the version it sent.
        let validators: FeedValidators
        /// The URL the body came from, redirects followed.
        let url: URL
        /// The policy its redirects were checked by, which links found in the body follow too.
        let policy: RedirectPolicy
    }

    /// Downloads the feed at `location` within `limits`, unless the server says it is still the
    /// version `conditions` name (a conditional GET). Throws `FeedError` naming the URL (without
    /// credentials) on a network error, a non-2xx answer, a refused redirect, a timeout, or a
    /// feed over the size limit. Runs curl from the calling thread, which must outlive it.
    ///
    /// A URL found in the body of another download (`linkedFrom`) is checked as a redirect from
    /// it would be, before anything connects; so is one given with a `policy` (an image a post
    /// shows, held to the policy of the feed that carried the post).
    static func download(
        _ location: FeedLocation, limits: DownloadLimits, access: DownloadAccess = DownloadAccess(),
        conditions: FeedValidators? = nil, linkedFrom page: Download? = nil, policy given: RedirectPolicy? = nil
    ) throws(FeedError) -> Fetched {
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
        let policy = page?.policy ?? given ?? RedirectPolicy(origin: first.scope)
        var pinned = first
        if page != nil || given != nil {
            let refused = { (reason: String) in
                FeedError.unreadable(
                    file: file, reason: (page.map { "refused the link from \($0.url.absoluteString): " } ?? "refused: ") + reason)
            }
            if let page, let reason = policy.refusal(from: page.url, to: url) { throw refused(reason) }
            guard let allowed = first.filter(policy.allows) else {
                throw refused("\(first.addresses[0].address) is \(first.scope.phrase)")
            }
            pinned = allowed
        }
        var credentials = location.credentials
        var access = access
        var redirects = 0
        var visited: Set<String> = [url.absoluteString]
        while true {
            let transfer = CurlTransfer(
                curl: curl, url: url, pinned: pinned, credentials: credentials, access: access, conditions: conditions,
                limits: limits, seconds: deadline.timeIntervalSinceNow, file: file)
            guard transfer.seconds > 0 else { throw transfer.timedOut }
            let target: String
            switch try transfer.run(into: spool) {
            case let .feed(validators): return .feed(Download(spool: spool, validators: validators, url: url, policy: policy))
            case .notModified: return .notModified
            case let .redirect(to): target = to
            }
            guard redirects < RedirectPolicy.maxRedirects else {
                throw .unreadable(file: file, reason: "more than \(RedirectPolicy.maxRedirects) redirects")
            }
            redirects += 1
            let refused = { (reason: String) in FeedError.unreadable(file: file, reason: "refused a redirect to \(target): \(reason)") }
            guard let next = URL(string: target) else { throw refused("not a valid URL") }
            guard visited.insert(next.absoluteString).inserted else { throw refused("a redirect loop") }
            if let reason = policy.refusal(from: url, to: next) { throw refused(reason) }
            let resolved = try PinnedAddress(url: next, file: file)
            guard let allowed = resolved.filter(policy.allows) else {
                throw refused("\(resolved.addresses[0].address) is \(resolved.scope.phrase)")
            }
            // Credentials are for the server the user named, not for wherever it sends us.
            if !FeedLocation.isSameServer(url.absoluteString, next.absoluteString) { credentials = nil }
            access = access.following(from: url.absoluteString, to: next.absoluteString)
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
