import Foundation

/// Which redirects a download follows. blogkit follows them itself, one curl run per URL, so
/// that each new URL and the address it leads to are checked before anything connects there.
public struct RedirectPolicy: Sendable {
    /// At most 5 redirects; a sixth is refused (real feeds move once or twice).
    public static let maxRedirects = 5

    /// The scope of the address the URL the user gave led to. Redirects may lead to a public
    /// address, or to one in this same scope: a feed on loopback may move within loopback.
    public let origin: AddressScope

    /// A policy for a download that started at an address in `origin`.
    public init(origin: AddressScope) {
        self.origin = origin
    }

    /// Why a redirect from `from` to `to` is refused (`not http or https`, `from https to http`),
    /// or nil when it may be followed as far as URLs go.
    public func refusal(from: URL, to: URL) -> String? {
        let scheme = to.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else { return "not http or https" }
        if from.scheme?.lowercased() == "https", scheme == "http" { return "from https to http" }
        guard to.host?.isEmpty == false else { return "no host" }
        return nil
    }

    /// True when a redirect may connect to an address in `scope`.
    public func allows(_ scope: AddressScope) -> Bool {
        scope == .publicInternet || scope == origin
    }
}
