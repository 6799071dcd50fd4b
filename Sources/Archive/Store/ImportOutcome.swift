/// What saving an item did to its post.
public enum ImportOutcome: Int, Sendable, Comparable {
    /// The item was already archived from this feed, identical.
    case unchanged
    /// The post existed and changed (or gained this feed).
    case updated
    /// The post was created.
    case new

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What saving one record did.
public struct SavedPost: Sendable {
    public var postID: Int64
    public var outcome: ImportOutcome
    /// True when the post's body is still as an older conversion made it: the record was
    /// unchanged, or its description did not replace the full body another feed gave.
    public var isOutdated: Bool
    /// True when the record's body did not replace the stored one: a feed that only carries the
    /// description never replaces a full body another feed gave.
    public var keptStoredBody = false
}
