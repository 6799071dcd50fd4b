import Foundation

/// A feed a web page names in its head, as RSS and Atom autodiscovery has it:
/// `<link rel="alternate" type="application/rss+xml" title="..." href="...">`.
public struct FeedLink: Sendable, Equatable {
    /// The `href`, as written: relative to the page or its `<base href>`.
    public var href: String
    /// `application/rss+xml` or `application/atom+xml`.
    public var type: String
    /// The `title`, when there is one.
    public var title: String?

    public init(href: String, type: String, title: String? = nil) {
        self.href = href
        self.type = type
        self.title = title
    }

    /// The types of feeds that blogkit reads.
    static let feedTypes: Set<String> = ["application/rss+xml", "application/atom+xml"]

    /// The feed links in the head of the page `html`, in document order, and the page's `<base
    /// href>` if it has one. A link counts when its `rel` has the token `alternate` and its `type`
    /// (parameters and case aside) is RSS or Atom; links in the body do not.
    public static func inHead(of html: String) -> (links: [FeedLink], base: String?) {
        guard let document = HTMLDocument(html: html),
            let head = document.root?.elementChildren.first(where: { $0.name == "head" })
        else { return ([], nil) }
        var links: [FeedLink] = []
        var base: String?
        for element in head.elementChildren {
            if element.name == "base", base == nil { base = element.attribute("href") }
            guard element.name == "link", let href = element.attribute("href"), !href.isEmpty,
                let rel = element.attribute("rel"),
                rel.lowercased().split(whereSeparator: \.isWhitespace).contains("alternate"),
                let type = element.attribute("type")?.split(separator: ";").first?
                    .trimmingCharacters(in: .whitespaces).lowercased(),
                feedTypes.contains(type)
            else { continue }
            links.append(FeedLink(href: href.trimmingCharacters(in: .whitespacesAndNewlines), type: type, title: element.attribute("title")))
        }
        return (links, base)
    }
}
