/// This release of blogkit, as `blogkit --version` and every download's `User-Agent` name it.
public enum Release {
    /// The version: `0.1.0`.
    public static let version = "0.1.0"
    /// `blogkit/0.1.0`: servers and their logs see who fetched a feed.
    static let userAgent = "blogkit/\(version)"
}
