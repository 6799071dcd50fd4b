import CLibXML2
import Foundation

/// A streaming RSS 2.0 reader over libxml2's `xmlTextReader`: items are produced one at a time and
/// the whole feed is never held in memory.
///
/// ```swift
/// let reader = try FeedReader(path: "feeds/blog.xml")
/// while let item = try reader.nextItem() { ... }
/// print(reader.channel.title, reader.warnings)
/// ```
public final class FeedReader {
    /// The path (or URL) the feed was read from, as given; used in messages.
    public let file: String
    /// Channel fields seen so far; complete once `nextItem()` has returned nil.
    public private(set) var channel = FeedChannel()
    /// What was recovered or skipped so far.
    public private(set) var warnings: [FeedWarning] = []

    /// Opens the feed at `path`. Throws `FeedError` when it is missing, empty or plainly not XML.
    public init(path: String, displayName: String? = nil) throws(FeedError) {
        self.file = displayName ?? path
        throw .unreadable(file: file, reason: "reader not implemented yet")
    }

    /// The next item, or nil at the end of the feed. Throws `FeedError.notAFeed` if the document
    /// turns out not to be RSS, `.malformed` if nothing can be recovered.
    public func nextItem() throws(FeedError) -> FeedItem? {
        nil
    }
}
