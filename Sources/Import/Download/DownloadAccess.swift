/// Whom downloads trust and how they say who is asking, besides a URL's own user name and
/// password. None of it is stored, printed, or put on curl's command line.
public struct DownloadAccess: Sendable {
    /// The CA certificates (a PEM file) that verify servers, instead of the system's; nil for the
    /// system's, or those of `SSL_CERT_FILE`, which curl reads.
    public var caFile: String?
    /// The netrc file that holds user names and passwords, instead of `~/.netrc`.
    public var netrcFile: String?
    /// A header line (`Authorization: Bearer ...`) sent to the server of the URL given, and to
    /// no other a redirect or a page's link leads to.
    public var header: String?

    public init(caFile: String? = nil, netrcFile: String? = nil, header: String? = nil) {
        self.caFile = caFile
        self.netrcFile = netrcFile
        self.header = header
    }

    /// This access for a download at `to`, reached from `from`: without the header when `to` is
    /// on another server.
    func following(from: String, to: String) -> DownloadAccess {
        var next = self
        if !FeedLocation.isSameServer(from, to) { next.header = nil }
        return next
    }
}
