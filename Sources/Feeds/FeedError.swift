/// Why a feed could not be read at all. Each case's `description` is one line naming the input.
public enum FeedError: Error, Equatable, CustomStringConvertible {
    /// The path does not exist or cannot be read.
    case unreadable(file: String, reason: String)
    /// The file is empty.
    case empty(file: String)
    /// The input is not a feed (an HTML page, JSON, binary, OPML...).
    case notAFeed(file: String, reason: String)
    /// The XML is too broken to recover anything from.
    case malformed(file: String, line: Int, reason: String)
    /// A download or a pipe brought more bytes than the limit (`--max-feed-size`).
    case tooLarge(file: String, limit: FeedSizeLimit)

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): cannot read: \(reason)"
        case let .empty(file): "\(file): empty file, not a feed"
        case let .notAFeed(file, reason): "\(file): not a feed: \(reason)"
        case let .malformed(file, line, reason): "\(file):\(line): malformed XML: \(reason)"
        case let .tooLarge(file, limit): "\(file): larger than the \(limit) limit (see --max-feed-size)"
        }
    }
}
