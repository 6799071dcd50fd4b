import Archive
import Feeds

extension StoredChannel {
    /// What the archive keeps of the channel the reader gave.
    init(_ channel: FeedChannel) {
        self.init(
            title: channel.title, link: channel.link, description: channel.description, language: channel.language,
            lastBuildDate: channel.lastBuildDate, generator: channel.generator, selfLink: channel.selfLink)
    }
}
