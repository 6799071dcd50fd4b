import CLibXML2
import Foundation

/// Reads HTML the way a browser would and lists everything in it that could run code or is not
/// on the converter's list of output elements and attributes.
struct HTMLAudit {
    private(set) var violations: [String] = []

    static let allowedElements: Set<String> = [
        "html", "body", "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "hr",
        "pre", "code", "em", "strong", "a", "img", "br", "table", "caption", "thead", "tbody", "tr",
        "th", "td", "sub", "sup",
    ]
    static let allowedAttributes: Set<String> = ["href", "src", "alt", "title", "colspan", "rowspan", "align", "start", "class"]

    init(html: String) {
        var audit = HTMLAudit()
        withParsedHTML(html) { root in audit.audit(root) }
        self = audit
    }

    private init() {}

    private mutating func audit(_ node: xmlNodePtr) {
        if node.pointee.type == XML_ELEMENT_NODE {
            let name = String(cString: node.pointee.name)
            if !Self.allowedElements.contains(name) { violations.append("element <\(name)>") }
            var attribute = node.pointee.properties
            while let current = attribute {
                let attributeName = String(cString: current.pointee.name).lowercased()
                let value = current.pointee.children.flatMap { $0.pointee.content }.map { String(cString: $0) } ?? ""
                if !Self.allowedAttributes.contains(attributeName) {
                    violations.append("attribute \(attributeName) on <\(name)>")
                }
                if (attributeName == "href" || attributeName == "src") && !Self.isSafeURL(value, image: name == "img") {
                    violations.append("URL \(value) in <\(name)>")
                }
                attribute = current.pointee.next
            }
        }
        var child = node.pointee.children
        while let current = child {
            audit(current)
            child = current.pointee.next
        }
    }

    /// A browser's view of the scheme: controls and whitespace ignored, case ignored.
    static func isSafeURL(_ url: String, image: Bool) -> Bool {
        let compact = String(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }.map(Character.init)).lowercased()
        guard let colon = compact.firstIndex(of: ":"), !compact[..<colon].contains(where: { "/?#".contains($0) }) else { return true }
        let scheme = compact[..<colon]
        if ["http", "https", "mailto", "ftp"].contains(scheme) { return true }
        return image && ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { compact.hasPrefix($0) }
    }
}
