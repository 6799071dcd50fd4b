import Mustache

/// `og` of a post's page: the Open Graph and Twitter card values. `url` needs the base URL,
/// `image` is the body's first image; `card` is `summary_large_image` when there is one.
struct OpenGraphValues: MustacheParent {
    let title: String
    let siteName: String
    let description: String?
    let url: String?
    let image: String?
    /// The post's date, ISO 8601.
    let published: String?

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "siteName": siteName
        case "description": description
        case "url": url
        case "image": image
        case "card": image == nil ? "summary" : "summary_large_image"
        case "published": published
        default: nil
        }
    }
}
