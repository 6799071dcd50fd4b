/// Something wrong in a feed that did not stop the import: recovered markup, an unparseable date.
public struct FeedWarning: Sendable, Equatable, CustomStringConvertible {
    /// The feed's path or URL.
    public var file: String
    /// 1-based line in the feed, or 0 when unknown.
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: warning: message`, the shape compilers use, so editors can jump to it.
    public var description: String {
        line > 0 ? "\(file):\(line): warning: \(message)" : "\(file): warning: \(message)"
    }
}
