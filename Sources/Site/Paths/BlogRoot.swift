import Foundation

/// The path the site is served under (`/`, `/myblog/`), from its base URL. The site takes the
/// place of the blog there: an old link below that path is at the same place in the site, so
/// its path is read from there (`/myblog/2013/11/a-post/` is the site's `2013/11/a-post/`), and a
/// link elsewhere keeps its whole path.
struct BlogRoot: Sendable, Equatable {
    /// Percent-encoded, starting and ending with `/`.
    let path: String

    /// The root of the site whose base URL is `baseURL` (`/` without one).
    init(baseURL: String?) {
        let path = baseURL.flatMap { URLComponents(string: $0)?.percentEncodedPath } ?? ""
        let rooted = path.hasPrefix("/") ? path : "/" + path
        self.path = rooted.hasSuffix("/") ? rooted : rooted + "/"
    }

    /// The percent-encoded `path` (from its host's root) from the site's root: below the site's
    /// path it loses that path (`/myblog` and `/myblog/` are `/`); any other path is kept.
    func relative(_ path: String) -> String {
        guard self.path != "/" else { return path }
        if path.hasPrefix(self.path) { return "/" + path.dropFirst(self.path.count) }
        return path + "/" == self.path ? "/" : path
    }

    /// The old blog's path of `path`, a path from the site's root (the inverse of ``relative(_:)``).
    func absolute(_ path: String) -> String {
        self.path == "/" ? path : String(self.path.dropLast()) + path
    }
}
