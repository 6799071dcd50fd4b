import Content
import Feeds
import Foundation

/// How the items of a WordPress export (WXR) are keyed and read, beyond what an RSS item says.
enum WordPressExport {
    /// `wxr:SITE#POST_ID`: an item's identity is its post id within its site (the channel's
    /// link), guids repeating across post types (a `wp_navigation` item can share a post's).
    static func key(of wordPress: WordPressItem, in channel: FeedChannel) -> String? {
        wordPress.postID.map { "wxr:\(channel.link ?? channel.title ?? "")#\($0)" }
    }

    /// `item` as the site showed it: dated by `wp:post_date_gmt` (else `wp:post_date`, read as
    /// UTC: an export does not name its time zone), by its author's display name, with its
    /// shortcodes expanded (``WordPressShortcodes``: a gallery shows the images of
    /// `attachments`) and the classic editor's paragraphs made (``AutoParagraph``).
    static func adjusted(
        _ item: FeedItem, _ wordPress: WordPressItem, in channel: FeedChannel, attachments: WordPressAttachments
    ) -> FeedItem {
        var item = item
        item.published = wordPress.postDateGMT ?? wordPress.postDate.flatMap(FeedDate.parse) ?? item.published
        if let login = item.author, let name = displayName(of: login, in: channel) { item.author = name }
        // Shortcodes first: once paragraphs are made, a URL alone on its line is no longer one.
        let shortcodes = WordPressShortcodes(postID: wordPress.postID, attachments: attachments)
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
