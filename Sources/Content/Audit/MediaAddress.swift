import Foundation

/// The parts of a media URL that survive its becoming a link to what it shows: the site (its
/// host without `www.`, `player.`, `w.`, `m.` or `embed.`) and the item's identifier (the last
/// path segment or query value of five characters or more), and the URL a `url=` parameter carries.
struct MediaAddress {
    let site: String?
    let identifier: String?
    let urlParameter: String?

    init(_ url: String) {
        site = Self.site(of: url)
        let afterHost = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false).dropFirst(3).first ?? ""
        let pieces = afterHost.split(whereSeparator: { "/?&=#".contains($0) })
        identifier = pieces.last(where: { $0.count >= 5 && !$0.contains(".") }).map(String.init)
        urlParameter = afterHost.split(separator: "?", maxSplits: 1).dropFirst().first?
            .split(separator: "&").first { $0.hasPrefix("url=") }
            .map { String($0.dropFirst(4)) }
            .map { $0.removingPercentEncoding ?? $0 }
    }

    /// The host of `url` without the prefixes embed players add, nil for a URL without one.
    static func site(of url: String) -> String? {
        let parts = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[1].isEmpty else { return nil }
        var host = parts[2].lowercased()
        for prefix in ["www.", "player.", "w.", "m.", "embed."] where host.hasPrefix(prefix) {
            host.removeFirst(prefix.count)
        }
        return host.isEmpty ? nil : aliases[host] ?? host
    }

    /// Hosts that serve the same items as another.
    private static let aliases = ["youtu.be": "youtube.com", "youtube-nocookie.com": "youtube.com"]
}
