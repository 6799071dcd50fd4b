import Archive
import Feeds

extension StoredChannel {
    /// What the archive keeps of the channel the reader gave.
    init(_ channel: FeedChannel) {
        self.init(
            title: channel.title, link: channel.link, description: channel.description, language: channel.language,
            lastBuildDate: channel.lastBuildDate, generator: channel.generator, selfLink: channel.selfLink,
            terms: channel.wordPressTerms.map { StoredTerm(domain: $0.domain, name: $0.name, slug: $0.slug, parent: $0.parent, id: $0.id) })
    }
}
