import Content
import Feeds
import Foundation

/// How the items of a WordPress export (WXR) are keyed and read, beyond what an RSS item says.
enum WordPressBackup {
    /// `wxr:SITE#POST_ID`: an item's identity is its post id within its site (the channel's
    /// link), guids repeating across post types (a `wp_navigation` item can share a post's).
    static func key(of wordPress: WordPressItem, in channel: FeedChannel) -> String? {
        wordPress.postID.map { "wxr:\(channel.link ?? channel.title ?? "")#\($0)" }
    }

    /// `item` as the site showed it: dated by `wp:post_date_gmt` (else `wp:post_date` in the
    /// site's time zone, its offset from UTC as the export's other items show it, else read as
    /// UTC), by its author's display name, with its shortcodes expanded
    /// (``WordPressShortcodes``: a gallery shows the export's attachments) and the classic
    /// editor's paragraphs made (``AutoParagraph``).
    static func adjusted(
        _ item: FeedItem, _ wordPress: WordPressItem, in channel: FeedChannel, backup: BackupStream
    ) -> FeedItem {
        var item = item
        let local = wordPress.postDate.flatMap(BackupStream.localDate)
        item.published = wordPress.postDateGMT ?? local.map { $0 - (backup.utcOffset ?? 0) } ?? item.published
        if let login = item.author, let name = displayName(of: login, in: channel) { item.author = name }
        // Shortcodes first: once paragraphs are made, a URL alone on its line is no longer one.
        let shortcodes = WordPressShortcodes(postID: wordPress.postID, attachments: backup.attachments)
        item.contentHTML = item.contentHTML.map { AutoParagraph.apply(shortcodes.expand($0)) }
        return item
    }

    /// The display name of the author whose login is `login`; WordPress compares logins without
    /// case (an export can say `Bob` in its author list and `bob` in its items).
    private static func displayName(of login: String, in channel: FeedChannel) -> String? {
        let name = channel.wordPressAuthors[login]
            ?? channel.wordPressAuthors.first { $0.key.caseInsensitiveCompare(login) == .orderedSame }?.value
        return name.flatMap { $0.isEmpty ? nil : $0 }
    }
}
