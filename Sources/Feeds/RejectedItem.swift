/// A feed item that was not read because it is over one of the `FeedLimits`: the reader skipped
/// it and went on with the next one. Also, as `the rest of the feed`, what libxml2 left unread
/// after stopping at one of its own limits (kept for feeds with an internal DTD subset).
public struct RejectedItem: Sendable, Equatable, CustomStringConvertible {
    /// The feed's path or URL.
    public var file: String
    /// Line of the item's start tag.
    public var line: Int
    /// The item as a message names it: `item 'Title'`, `item with guid 'x'`, `item` (or `the rest
    /// of the feed`).
    public var subject: String
    /// Which limit it is over, for the message.
    public var reason: String

    public init(file: String, line: Int, subject: String, reason: String) {
        self.file = file
        self.line = line
        self.subject = subject
        self.reason = reason
    }

    /// `file:line: item 'Title': not imported: reason`, one line.
    public var description: String {
        "\(file):\(line): \(subject): not imported: \(reason)"
    }
}
