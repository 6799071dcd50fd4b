/// The URLs the `srcset`s of a post's source HTML name: every size WordPress lists of an image
/// (its upload among them when it is not too wide), of which the converter keeps one.
/// `blogkit media` reads them to find the upload of a resized copy a post shows.
public enum ImageSourceSets {
    /// Every candidate URL of the `srcset`, `data-srcset` and `data-lazy-srcset` of each `<img>`
    /// and `<source>` in `html`, made absolute against `baseURL` and checked safe as the
    /// converter checks an image's; in document order.
    public static func urls(inHTML html: String, baseURL: String?) -> [String] {
        guard let document = HTMLDocument(html: html) else { return [] }
        let policy = URLPolicy(baseURL: baseURL)
        // The nodes point into the document's tree: it must outlive them.
        return withExtendedLifetime(document) {
            var urls: [String] = []
            for node in document.root?.descendants(where: { $0.name == "img" || $0.name == "source" }) ?? [] {
                for name in ["srcset"] + DOMNode.lazySourceSetAttributes {
                    guard let value = node.attribute(name) else { continue }
                    urls += DOMNode.candidates(of: value).compactMap { policy.image(String($0.url)) }
                }
            }
            return urls
        }
    }
}
