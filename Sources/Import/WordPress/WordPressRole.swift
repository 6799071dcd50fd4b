import Feeds
import Foundation

/// What an item of a WordPress export (WXR) becomes: only published posts are posts, published
/// pages are pages, an attachment is media of its parent post, and everything else (drafts,
/// scheduled and private items, menus, templates, styles...) is skipped, for a reason that the
/// import summary counts.
enum WordPressRole: Equatable {
    case post
    case page
    /// An attachment: its file's URL and title, for the post with `parentID` (nil: attached to none).
    case media(parentID: Int?, url: String, title: String?)
    case skipped(WordPressSkip)

    /// The role of `item`, whose `wordPress` fields the reader filled.
    init(_ item: FeedItem, wordPress: WordPressItem) {
        let type = wordPress.postType ?? "post"
        switch type {
        case "post", "page":
            let status = wordPress.status ?? "publish"
            if status == "publish" {
                self = type == "post" ? .post : .page
            } else {
                self = .skipped(.status(status))
            }
        case "attachment":
            if let url = wordPress.attachmentURL ?? item.guid, !url.isEmpty {
                self = .media(parentID: wordPress.parentID, url: url, title: item.title)
            } else {
                self = .skipped(.type(type))
            }
        default:
            self = .skipped(.type(type))
        }
    }
}

/// Why an item of a WordPress export was not imported: its status (a post or page not published)
/// or its type (not content).
enum WordPressSkip: Hashable, Sendable {
    case status(String)
    case type(String)
    /// An attachment whose parent is no post or page of the export.
    case unattachedMedia

    /// The noun the summary counts it under, singular and plural: `draft`/`drafts`...
    var forms: (one: String, many: String) {
        switch self {
        case .status("draft"), .status("auto-draft"): ("draft", "drafts")
        case .status("future"): ("scheduled", "scheduled")
        case .status("pending"): ("pending", "pending")
        case .status("private"): ("private", "private")
        case .status("trash"): ("trashed", "trashed")
        case let .status(other): ("\(other) item", "\(other) items")
        case .type("attachment"), .unattachedMedia: ("unattached media file", "unattached media files")
        case .type("nav_menu_item"): ("menu item", "menu items")
        case .type("wp_navigation"): ("navigation menu", "navigation menus")
        case .type("wp_global_styles"): ("global styles", "global styles")
        case .type("wp_template"), .type("wp_template_part"): ("template", "templates")
        case .type("custom_css"): ("custom CSS", "custom CSS")
        case .type("oembed_cache"): ("oEmbed cache", "oEmbed caches")
        case .type("wp_block"): ("reusable block", "reusable blocks")
        case let .type(other): ("\(other) item", "\(other) items")
        }
    }
}
