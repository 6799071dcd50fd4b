/// What one feed may cost: its size (downloads and pipes alike), how long a download may take,
/// and what one of its items may hold. Each limit a user may need to change has a flag on
/// `blogkit import`.
///
/// An item over an item limit is refused on its own (see `RejectedItem`): the items after it are
/// still read. libxml2's own limits (10 MB of text in one node, 256 levels of nesting in the
/// document) stop the whole feed when hit, so they are lifted for documents that declare no
/// entities (where lifting them cannot let an entity expand without bound, see
/// `DocumentProlog`), and the item limits take their place.
public struct FeedLimits: Sendable, Equatable {
    /// 300 s for a whole download, redirects included (`--timeout`).
    public static let defaultTimeout = 300
    /// A download slower than `lowSpeed` for this many seconds is given up (`--stall-timeout`);
    /// so is a connection not made within it.
    public static let defaultStallTimeout = 30
    /// 1 KB/s, the speed under which a download counts as stalled: a server dripping a byte now
    /// and then is not a feed being sent.
    public static let lowSpeed = 1024
    /// The default `itemTextBytes`: 64 MB, many times a long post with inline images, and an
    /// amount the conversion goes through in seconds (`--max-item-size`).
    public static let defaultItemTextBytes = 64 << 20
    /// The default `itemNesting`: libxml2's own default for a whole document, which no real post
    /// comes near; it bounds the recursion of the HTML conversion.
    public static let defaultItemNesting = 256
    /// The longest attribute value read, in bytes (8 MB): libxml2 2.9's streaming parser takes time
    /// quadratic in the length of a start tag past 10,000,000 bytes. An item holding a longer one
    /// is refused; elsewhere the value is cut, with a warning.
    public static let attributeBytes = 8 << 20

    /// The most bytes a downloaded or piped feed may have, after decompression (`--max-feed-size`).
    public var size: FeedSizeLimit
    /// Seconds a whole download may take.
    public var timeout: Int
    /// Seconds a download may stay under `lowSpeed`.
    public var stallTimeout: Int
    /// The most bytes of text (element text, CDATA and attribute values together) one item may
    /// carry.
    public var itemTextBytes: Int
    /// The most levels of elements inside an item (its `<item>` or `<entry>` not counted).
    public var itemNesting: Int

    /// The defaults, or the limits given.
    public init(
        size: FeedSizeLimit = .default, timeout: Int = Self.defaultTimeout, stallTimeout: Int = Self.defaultStallTimeout,
        itemTextBytes: Int = Self.defaultItemTextBytes, itemNesting: Int = Self.defaultItemNesting
    ) {
        self.size = size
        self.timeout = timeout
        self.stallTimeout = stallTimeout
        self.itemTextBytes = itemTextBytes
        self.itemNesting = itemNesting
    }
}
