import Foundation

/// A feed as given on the command line: a path, or an http(s) URL. A URL's user name and
/// password are kept apart from it: sent to that server only, never stored or shown. The
/// feed is stored and named everywhere by `source`, the URL without them.
public struct FeedLocation: Sendable {
    /// A user name and password for the server.
    struct Credentials: Sendable {
        var user: String
        var password: String
    }

    /// The path, or the URL without user name and password.
    public let source: String
    /// The credentials the URL carried.
    private(set) var credentials: Credentials?

    /// Reads a command-line argument. A URL's userinfo is what lies between `://` and the last
    /// `@` of the authority: found by hand, so that a password with a raw `@` or `:` (which
    /// URL parsers refuse) is still taken out.
    public init(_ argument: String) {
        guard Self.isURL(argument), let authorityStart = argument.range(of: "://")?.upperBound
        else {
            source = argument
            credentials = nil
            return
        }
        let rest = argument[authorityStart...]
        let authority = rest.prefix { !"/?#".contains($0) }
        guard let at = authority.lastIndex(of: "@") else {
            source = argument
            credentials = nil
            return
        }
        let userinfo = authority[..<at]
        let user = userinfo.prefix { $0 != ":" }
        let password = userinfo.dropFirst(user.count + 1)
        let decode = { (text: Substring) in text.removingPercentEncoding ?? String(text) }
        credentials = Credentials(user: decode(user), password: decode(password))
        source = String(argument[..<authorityStart]) + String(rest[rest.index(after: at)...])
    }

    /// True for an http(s) URL, which is downloaded.
    public var isRemote: Bool { Self.isURL(source) }

    private static func isURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    /// The location of `url`, a link found at this one: with this one's user name and password
    /// when it is on the same server, as for a redirect.
    func following(to url: String) -> FeedLocation {
        var next = FeedLocation(url)
        if next.credentials == nil, Self.isSameServer(source, next.source) { next.credentials = credentials }
        return next
    }

    /// True when the URLs `a` and `b` have the same scheme, host and port: credentials for one
    /// may go to the other.
    static func isSameServer(_ a: String, _ b: String) -> Bool {
        guard let a = URL(string: a), let b = URL(string: b) else { return false }
        return a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && a.port == b.port
    }

    /// True when the URL carried a user name or password.
    public var hasCredentials: Bool { credentials != nil }
}
