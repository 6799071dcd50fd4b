/// The URLs a built page refers to (`href` of links, `src` of images, scripts, media and frames,
/// `href` of stylesheets and icons, `poster` of videos), read with the HTML parser: what a site
/// checker follows.
public enum PageReferences {
    /// Every reference of the page `html`, in document order, as written (entities decoded).
    public static func of(html: String) -> [String] {
        guard let document = HTMLDocument(html: html), let root = document.root else { return [] }
        var references: [String] = []
        collect(root, into: &references)
        return references
    }

    private static func collect(_ node: DOMNode, into references: inout [String]) {
        for child in node.children where child.isElement {
            for attribute in attributes[child.name] ?? [] {
                if let value = child.attribute(attribute) { references.append(value) }
            }
            collect(child, into: &references)
        }
    }

    /// The attributes holding a URL, by element.
    private static let attributes: [String: [String]] = [
        "a": ["href"], "area": ["href"], "link": ["href"], "img": ["src"], "script": ["src"], "iframe": ["src"],
        "audio": ["src"], "video": ["src", "poster"], "source": ["src"], "track": ["src"], "embed": ["src"],
    ]
}
