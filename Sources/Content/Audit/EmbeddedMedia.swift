/// An audio or video player, an iframe, an `<embed>` or an `<object>` of a post's source, with
/// every URL that could stand for it once converted: its own, its `<source>`s', its fallback
/// links', its `<param>`s'.
struct EmbeddedMedia: Equatable {
    /// The element's name: `audio`, `video`, `iframe`, `embed` or `object`.
    let kind: String
    /// Absolute, safe URLs, most telling first; empty when the element names none.
    let urls: [String]

    /// The media `node` is, nil when it is not one of the media elements.
    init?(_ node: DOMNode, policy: URLPolicy) {
        let name = node.name
        guard Self.kinds.contains(name) else { return nil }
        kind = name
        var candidates: [String?] = [node.attribute("src"), node.attribute("data-src"), node.attribute("data")]
        if name != "embed" {
            for child in node.descendants(where: { $0.isElement }) {
                switch child.name {
                case "source", "embed": candidates.append(child.attribute("src"))
                case "a": candidates.append(child.attribute("href"))
                case "param" where Self.urlParameters.contains(child.attribute("name")?.lowercased() ?? ""):
                    candidates.append(child.attribute("value"))
                default: break
                }
            }
        }
        var seen: Set<String> = []
        urls = candidates.compactMap { $0.flatMap(policy.link) }.filter { seen.insert($0).inserted }
    }

    /// True when one of `kept` (the converted post's link and image URLs) stands for this media:
    /// one of its URLs itself, or a URL of the same site naming the same item (an embed player's
    /// `youtube.com/embed/ID` kept as `youtube.com/watch?v=ID`, a `?url=` parameter's target).
    func isKept(in kept: Set<String>, sites: [String: [String]]) -> Bool {
        for url in urls {
            if kept.contains(url) { return true }
            let address = MediaAddress(url)
            if let target = address.urlParameter, kept.contains(target) { return true }
            guard let site = address.site, let identifier = address.identifier else { continue }
            if sites[site]?.contains(where: { $0.contains(identifier) }) ?? false { return true }
        }
        return false
    }

    private static let kinds: Set<String> = ["audio", "video", "iframe", "embed", "object"]
    /// The `<param>` names Flash-era objects give their movie's URL.
    private static let urlParameters: Set<String> = ["movie", "src", "url", "filename", "file"]
}
