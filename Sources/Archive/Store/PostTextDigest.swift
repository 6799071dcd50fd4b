import Foundation
import GRDB

/// A digest of the texts a post's pages are made from: its Markdown, HTML, excerpt and prose
/// (``WideHash`` of each in turn). The same value whether computed from a post's strings
/// (``of(_:)``) or from the archive's bytes, as ``Archive/forEachPostDigest(_:)`` does without
/// decoding them.
public enum PostTextDigest {
    /// The columns of `post` it covers, in the order they are hashed.
    static let columns = ["markdown", "html", "excerptHTML", "prose"]

    /// The digest of `post`'s texts.
    public static func of(_ post: Post) -> UInt64 {
        var hash = WideHash()
        for text in [post.markdown, post.html, post.excerptHTML, post.prose] { hash.combine(text) }
        return hash.value
    }

    /// The digest of the texts in `row`'s columns `first ..< first + 4` (``columns``'s order),
    /// read in place.
    static func of(_ row: Row, from first: Int) throws -> UInt64 {
        var hash = WideHash()
        for index in first..<first + columns.count {
            try row.withUnsafeData(atIndex: index) { data in
                (data ?? Data()).withUnsafeBytes { hash.combine($0) }
            }
        }
        return hash.value
    }
}
