import Foundation

/// A file a build writes besides the pages (a feed, the sitemap, the search index, an asset, a
/// redirect): its path in the output and how to make its bytes. A feed is made only when it is
/// written, so that a build holds a few of its thousands of category feeds at a time, not all.
struct SiteFile: Sendable {
    let path: String
    let make: @Sendable () throws(SiteError) -> Data

    /// A file whose bytes `make` makes when it is written.
    init(_ path: String, make: @escaping @Sendable () throws(SiteError) -> Data) {
        self.path = path
        self.make = make
    }

    /// A file whose bytes are made already.
    init(_ path: String, data: Data) {
        self.init(path) { data }
    }

    /// A file holding `text`.
    init(_ path: String, text: String) {
        self.init(path, data: Data(text.utf8))
    }
}
