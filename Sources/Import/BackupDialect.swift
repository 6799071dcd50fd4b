/// The blog backups that import reads as their blog showed them, not as a feed: the file of a
/// whole blog that WordPress (WXR) or Blogger writes, which both call an export (blogkit keeps
/// that word for what it writes itself, see the Export stage). The raw value is the name the
/// import summary gives it (`Blogger export: 1 post, 1 page`).
public enum BackupDialect: String, Sendable {
    /// A WordPress export (WXR 1.0-1.2), told by its `wp:wxr_version`.
    case wordPress = "WordPress"
    /// A Blogger export (Atom), told by its entries' `kind#...` categories.
    case blogger = "Blogger"
}
