/// What a stored entry is: a dated post, listed everywhere, or a page (a WordPress page), shown at
/// its own path only.
public enum PostKind: String, Sendable, Codable {
    case post
    case page
    /// A draft, pending or scheduled post or page of an export, kept when import was asked to
    /// (`blogkit import --drafts`): in the archive and its export, never on the site.
    case draft
}
