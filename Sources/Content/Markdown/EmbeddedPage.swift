import Foundation

/// What an embed shows, as a page a reader can open: the player URL of an `<iframe>`,
/// `<object>` or gist `<script>` mapped to the canonical page of its provider
/// (`youtube.com/embed/ID` → `https://www.youtube.com/watch?v=ID`, `player.vimeo.com/video/ID`
/// → `https://vimeo.com/ID`, SoundCloud's player → its `url` parameter, a gist's `.js` → the
/// gist), and what kind of thing it is (`YouTube video`). Any other URL is kept as it is.
struct EmbeddedPage: Equatable {
    /// The page to link to.
    let url: String
    /// What the provider shows (`YouTube video`, `Gist`), nil for a page of no known provider.
    let label: String?

    /// The page `source` (an absolute URL) shows: itself, without a label, when no provider
    /// is known for it.
    init(source: String) {
        self = Self.provided(source) ?? EmbeddedPage(url: source, label: nil)
    }

    /// True for an absolute http(s) URL: what an embed can link to.
    static func isWeb(_ url: String) -> Bool {
        let lowered = url.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// The page of a known provider `source` is on, nil when none is known.
    private static func provided(_ source: String) -> EmbeddedPage? {
        guard let components = URLComponents(string: source), let rawHost = components.host?.lowercased() else { return nil }
        let host = rawHost.hasPrefix("www.") ? String(rawHost.dropFirst(4)) : rawHost
        let path = components.path.split(separator: "/").map(String.init)
        let query = { (name: String) in components.queryItems?.first { $0.name == name }?.value.flatMap { $0.isEmpty ? nil : $0 } }
        switch host {
        case "youtube.com", "m.youtube.com", "youtube-nocookie.com", "youtu.be":
            guard path.count == 2, ["embed", "v"].contains(path[0]) else { return EmbeddedPage(url: source, label: "YouTube video") }
            if path[1] == "videoseries", let list = query("list") {
                return EmbeddedPage(url: "https://www.youtube.com/playlist?list=" + list, label: "YouTube playlist")
            }
            // The Flash player's path went on with options: `/v/ID&hl=en&fs=1`.
            return EmbeddedPage(url: "https://www.youtube.com/watch?v=" + path[1].prefix { $0 != "&" }, label: "YouTube video")
        case "player.vimeo.com":
            guard path.count == 2, path[0] == "video" else { return nil }
            // An unlisted video's page carries its hash: `vimeo.com/ID/HASH`.
            return EmbeddedPage(url: "https://vimeo.com/" + path[1] + (query("h").map { "/" + $0 } ?? ""), label: "Vimeo video")
        case "vimeo.com":
            return EmbeddedPage(url: source, label: "Vimeo video")
        case "w.soundcloud.com":
            guard let page = query("url"), isWeb(page) else { return nil }
            return EmbeddedPage(url: page, label: "SoundCloud audio")
        case "soundcloud.com", "api.soundcloud.com":
            return EmbeddedPage(url: source, label: "SoundCloud audio")
        case "gist.github.com":
            guard path.count == 2, path[1].hasSuffix(".js") else { return nil }
            return EmbeddedPage(url: "https://gist.github.com/\(path[0])/\(path[1].dropLast(3))", label: "Gist")
        case "embed.ted.com", "embed-ssl.ted.com":
            guard path.count == 2, path[0] == "talks" else { return nil }
            let talk = path[1].hasSuffix(".html") ? String(path[1].dropLast(5)) : path[1]
            return EmbeddedPage(url: "https://www.ted.com/talks/" + talk, label: "TED talk")
        case "open.spotify.com":
            guard path.count == 3, path[0] == "embed" else { return nil }
            return EmbeddedPage(url: "https://open.spotify.com/\(path[1])/\(path[2])", label: "Spotify")
        case "dailymotion.com":
            guard path.count == 3, path[0] == "embed", path[1] == "video" else { return nil }
            return EmbeddedPage(url: "https://www.dailymotion.com/video/" + path[2], label: "Dailymotion video")
        case "twitter.com", "x.com":
            guard path.count >= 3, path[1] == "status" else { return nil }
            return EmbeddedPage(url: source, label: "Tweet")
        default:
            return nil
        }
    }

    private init(url: String, label: String?) {
        self.url = url
        self.label = label
    }
}
