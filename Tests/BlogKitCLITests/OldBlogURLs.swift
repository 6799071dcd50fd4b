import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every public URL an exported blog had, read from the export itself (not from blogkit): each
/// published post and page (its link, and WordPress's `?p=` / `?page_id=` form), each category
/// and tag a published post is in (WordPress's `/category/parent/child/` and `/tag/slug/` with
/// their feeds, the slugs and parents the channel lists; Blogger's `/search/label/X`), and the
/// blog's feeds. WordPress's rules for these addresses, as its `get_category_link` and
/// `get_tag_link` make them; Blogger's as blogspot.com serves them.
struct OldBlogURLs {
    /// The old blog's address, from the export's channel (`http://thisisa.test`, no final `/`).
    var base = ""
    var urls: [String] = []

    /// The URLs of the WordPress (WXR) or Blogger export at `file`; nil for another feed.
    static func of(_ file: URL) throws -> OldBlogURLs? {
        let reader = ExportReader()
        let parser = XMLParser(data: try Data(contentsOf: file))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        if reader.isWordPress { return reader.wordPress() }
        if reader.isBlogger { return reader.blogger() }
        return nil
    }

    mutating func add(_ url: String) {
        if !urls.contains(url) { urls.append(url) }
    }
}

/// The export's items and terms, as an XMLParser delegate.
private final class ExportReader: NSObject, XMLParserDelegate {
    struct Item {
        var fields: [String: String] = [:]
        var categories: [(domain: String, nicename: String?, name: String)] = []
        var links: [(rel: String, href: String)] = []
    }

    var isWordPress = false
    var isBlogger = false
    var channel: [String: String] = [:]
    var channelLinks: [(rel: String, href: String)] = []
    /// `wp:category` / `wp:tag` of the channel: name, slug, parent.
    var terms: [(domain: String, name: String, slug: String, parent: String)] = []
    var items: [Item] = []
    private var item: Item?
    private var term: [String: String]?
    private var category: (domain: String, nicename: String?)?
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        text = ""
        let wordPress = namespaceURI?.contains("wordpress.org/export") == true
        if wordPress { isWordPress = true }
        switch name {
        case "item": item = Item()
        case "entry" where !wordPress: item = Item()
        case "category" where wordPress, "tag" where wordPress: term = ["domain": name == "tag" ? "post_tag" : "category"]
        case "category" where !wordPress:
            if let scheme = attributes["scheme"], let value = attributes["term"] {
                if value.hasPrefix("http://schemas.google.com/blogger/2008/kind#") { isBlogger = true }
                item?.categories.append((scheme, nil, value))
            } else {
                category = (attributes["domain"] ?? "", attributes["nicename"])
            }
        case "link" where attributes["href"] != nil:
            let link = (attributes["rel"] ?? "alternate", attributes["href"] ?? "")
            if item != nil { item?.links.append(link) } else { channelLinks.append(link) }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    func parser(_ parser: XMLParser, foundCDATA block: Data) { text += String(decoding: block, as: UTF8.self) }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let wordPress = namespaceURI?.contains("wordpress.org/export") == true
        if wordPress, var fields = term {
            if name == "category" || name == "tag" {
                terms.append((fields["domain"] ?? "", fields["cat_name"] ?? fields["tag_name"] ?? "",
                              fields["category_nicename"] ?? fields["tag_slug"] ?? "", fields["category_parent"] ?? ""))
                term = nil
            } else {
                fields[name] = value
                term = fields
            }
            return
        }
        if name == "category", !wordPress, let open = category {
            item?.categories.append((open.domain, open.nicename, value))
            category = nil
        } else if name == "item" || (name == "entry" && !wordPress), let done = item {
            items.append(done)
            item = nil
        } else if item != nil {
            item?.fields[(wordPress ? "wp:" : "") + name] = value
        } else if channel[name] == nil {
            channel[name] = value
        }
    }

    func wordPress() -> OldBlogURLs {
        var result = OldBlogURLs()
        let link = channel["link"] ?? ""
        result.base = link.hasSuffix("/") ? String(link.dropLast()) : link
        let base = result.base
        let parents = Dictionary(terms.filter { $0.domain == "category" }.map { ($0.slug, $0.parent) }, uniquingKeysWith: { a, _ in a })
        func slug(_ domain: String, _ name: String, _ nicename: String?) -> String? {
            let listed = terms.filter { $0.domain == domain && $0.name.lowercased() == name.lowercased() }.map(\.slug)
            if let nicename, listed.contains(nicename) { return nicename }
            return listed.first ?? nicename
        }
        func path(_ slug: String) -> String {
            var chain = [slug]
            while let parent = parents[chain[0]], !parent.isEmpty, !chain.contains(parent) { chain.insert(parent, at: 0) }
            return chain.joined(separator: "/")
        }
        let host = URLComponents(string: base)?.host
        var published = 0
        for item in items where ["post", "page"].contains(item.fields["wp:post_type"] ?? "post") && item.fields["wp:status"] == "publish" {
            published += 1
            let page = item.fields["wp:post_type"] == "page"
            // An item's link is the blog's own permalink; one on another host is not this blog's.
            if let link = item.fields["link"], URLComponents(string: link)?.host == host { result.add(link) }
            if let id = item.fields["wp:post_id"] { result.add("\(base)/?\(page ? "page_id" : "p")=\(id)") }
            for category in item.categories {
                guard let slug = slug(category.domain, category.name, category.nicename) else { continue }
                if category.domain == "category" {
                    result.add("\(base)/category/\(path(slug))/")
                    result.add("\(base)/category/\(path(slug))/feed/")
                } else if category.domain == "post_tag" {
                    result.add("\(base)/tag/\(slug)/")
                    result.add("\(base)/tag/\(slug)/feed/")
                }
            }
        }
        // An export of media alone is no blog: it had no feed to speak of.
        if published > 0 {
            for feed in ["/feed/", "/feed/atom/", "/comments/feed/", "/?feed=rss2"] { result.add(base + feed) }
        }
        return result
    }

    func blogger() -> OldBlogURLs {
        var result = OldBlogURLs()
        let link = channelLinks.first { $0.rel == "alternate" }?.href ?? ""
        result.base = link.hasSuffix("/") ? String(link.dropLast()) : link
        let base = result.base
        for item in items {
            let kinds = item.categories.filter { $0.domain == "http://schemas.google.com/g/2005#kind" }.map(\.name)
            guard kinds.contains(where: { $0.hasSuffix("#post") || $0.hasSuffix("#page") }), item.fields["draft"] != "yes",
                  let link = item.links.first(where: { $0.rel == "alternate" })?.href
            else { continue }
            result.add(link)
            for label in item.categories where label.domain == "http://www.blogger.com/atom/ns#" {
                let encoded = label.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? label.name
                result.add("\(base)/search/label/\(encoded)")
            }
        }
        for feed in ["/feeds/posts/default", "/feeds/posts/default?alt=rss", "/feeds/comments/default"] { result.add(base + feed) }
        return result
    }
}
