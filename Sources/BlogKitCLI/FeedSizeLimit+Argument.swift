import ArgumentParser
import Feeds

/// `--max-feed-size 100MB`: a size as `FeedSizeLimit` reads it.
extension FeedSizeLimit: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(parsing: argument)
    }
}
