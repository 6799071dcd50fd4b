/// The blog exports that import reads as their blog showed them, not as a feed; the raw value
/// is the name the import summary gives it (`Blogger export: 1 post, 1 page`).
public enum ExportDialect: String, Sendable {
    /// A WordPress export (WXR 1.0-1.2), told by its `wp:wxr_version`.
    case wordPress = "WordPress"
    /// A Blogger export (Atom), told by its entries' `kind#...` categories.
    case blogger = "Blogger"
}
