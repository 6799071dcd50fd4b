/// What a stored entry is: a dated post, listed everywhere, or a page (a WordPress page), shown at
/// its own path only.
public enum PostKind: String, Sendable, Codable {
    case post
    case page
}
