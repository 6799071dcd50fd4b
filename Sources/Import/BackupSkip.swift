/// Why an item of a blog export was not imported: its status (a post or page not published),
/// its type (not content), or being media or a comment that has nowhere to go.
enum BackupSkip: Hashable, Sendable {
    /// A WordPress `wp:status` other than publish; a Blogger draft is `.status("draft")`.
    case status(String)
    /// A WordPress `wp:post_type`, or a Blogger entry kind, that is not content.
    case type(String)
    /// An attachment whose parent is no post or page of the export.
    case unattachedMedia
    /// A comment on no post the archive holds (a Blogger comment entry whose post is not in the
    /// export, or names none).
    case comment

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
        case .type("wp_template"), .type("wp_template_part"), .type("template"): ("template", "templates")
        case .type("custom_css"): ("custom CSS", "custom CSS")
        case .type("oembed_cache"): ("oEmbed cache", "oEmbed caches")
        case .type("wp_block"): ("reusable block", "reusable blocks")
        case let .type(other): ("\(other) item", "\(other) items")
        case .comment: ("comment", "comments")
        }
    }
}
