import Feeds
import Foundation

/// Which post an item is, and whether it changed: the key and fingerprint policy of import.
///
/// A post is keyed by its guid, else its link, else a hash of title and date (and of its text
/// when it has no title); a WordPress export's item by its site and post id
/// (``WordPressBackup/key(of:in:)``); a Blogger export's entry by its guid, its entry id. The
/// fingerprint hashes every field import reads, so an identical item touches nothing.
enum PostIdentity {
    static func key(of item: FeedItem) -> String {
        if let guid = item.guid?.trimmingCharacters(in: .whitespacesAndNewlines), !guid.isEmpty { return guid }
        if let link = item.link, !link.isEmpty { return link }
        var hash = Fingerprint()
        hash.add(item.title)
        hash.add(item.published.map { String($0.timeIntervalSince1970) })
        // Without a title (RSS 2.0 allows a description alone), the text is all that tells items apart.
        if item.title?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ?? true {
            hash.add(item.summaryHTML)
            hash.add(item.contentHTML)
        }
        return "blogkit:" + hash.hex
    }

    static func fingerprint(of item: FeedItem) -> String {
        var hash = Fingerprint()
        for field in [
            item.title, item.link, item.guid, item.published.map { String($0.timeIntervalSince1970) },
            item.author, item.summaryHTML, item.contentHTML, item.commentsURL,
            item.commentCount.map(String.init), item.commentFeedURL, item.baseURL,
        ] { hash.add(field) }
        for category in item.categories { hash.add(category.name); hash.add(category.domain) }
        for enclosure in item.enclosures { hash.add(enclosure.url); hash.add(enclosure.type) }
        // Only a WordPress export's items: every other feed's fingerprints stay as they were.
        if let wordPress = item.wordPress {
            hash.add(wordPress.postType)
            hash.add(wordPress.status)
            // Nothing for an item without comments: its fingerprint stays what it was.
            for comment in wordPress.comments {
                for field in [
                    comment.id.map(String.init), comment.parentID.map(String.init), comment.authorName,
                    comment.authorURL, comment.dateGMT.map { String($0.timeIntervalSince1970) }, comment.contentHTML,
                    comment.type,
                ] { hash.add(field) }
            }
        }
        // Only a Blogger export's entries (those with a kind): a post turned page is updated.
        if let kind = item.blogger?.kind { hash.add(kind) }
        return hash.hex
    }
}
