/// A page's place in the site: a directory relative to the site root (`""` for the home page,
/// `"2011/11/11/a-post/"` for a post), whose `index.html` holds the page.
///
/// Every internal link is relative and names `index.html` explicitly (`../../tag/ios/index.html`),
/// so the site works under any sub-path and when opened straight from disk (file://), where a
/// browser does not turn a directory into its index.
package struct SitePath: Hashable, Sendable {
    /// Decoded directory path, `""` or ending in `/`.
    package let directory: String

    init(_ directory: String) {
        self.directory = directory
    }

    static let home = SitePath("")

    /// The file, relative to the output directory.
    var file: String { directory + "index.html" }

    /// `../` once per directory level: prefix that leads from this page back to the site root.
    var root: String { String(repeating: "../", count: directory.utf8.count(where: { $0 == UInt8(ascii: "/") })) }

    /// The link to this page from a page whose root prefix is `root`.
    func href(from root: String) -> String { root + Self.percentEncoded(directory) + "index.html" }

    /// The page's absolute URL under `baseURL` (which ends in `/`), directory style.
    func absolute(under baseURL: String) -> String { baseURL + Self.percentEncoded(directory) }

    /// Percent-encodes everything but unreserved characters and `/`.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
